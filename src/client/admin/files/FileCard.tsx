import { toast } from '../../lib/toast';
import type { GetStorageQuery } from '../../../../generated/client/graphql';
import { useUpdateStorageAltsMutation, useUpdateStorageMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Image } from '../../ui/Image';
import { useAdminT } from '../i18n/useAdminT';
import { AltTextFields } from '../kit/AltTextFields';
import { fileKind, formatFileSize } from './files-model';

export type StorageItem = GetStorageQuery['storage']['data'][number];

interface Props {
  file: StorageItem;
  tabs: readonly string[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** After a change the list must show. */
  onChanged: () => void;
}

export const tabLabel = (t: (key: string) => string, tab: string) => {
  const text = t(`admin.files.tab.${tab}`);
  return text.startsWith('*') ? tab : text;
};

/** One file: thumbnail (or a pdf/other placeholder), details, its tab and its alt text in each language. */
export function FileCard({ file, tabs, selected, onSelect, onChanged }: Props) {
  const t = useAdminT();
  const move = useUpdateStorageMutation();
  const saveAlt = useUpdateStorageAltsMutation();
  const kind = fileKind(file.mime);
  const base = `file-${file.id}`;

  return (
    <li className={['files-card', selected ? 'is-selected' : ''].filter(Boolean).join(' ')}>
      <label className="files-select">
        <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />
        <span className="visually-hidden">{t('admin.files.select', { name: file.orig_name })}</span>
      </label>
      <a className="files-thumb" href={file.url} target="_blank" rel="noreferrer" aria-label={t('admin.files.open', { name: file.orig_name })}>
        {kind === 'image' ? (
          <Image image={file} alt={file.orig_name} size="sm" />
        ) : (
          <span className={`files-placeholder files-placeholder-${kind}`} aria-hidden="true">
            {kind === 'pdf' ? 'PDF' : (file.name.split('.').pop() ?? '').toUpperCase() || t('admin.files.file')}
          </span>
        )}
      </a>
      <div className="files-meta">
        <strong className="files-name" title={file.name}>
          {file.orig_name}
        </strong>
        <span>
          {formatFileSize(file.size)} · {file.mime}
          {file.width && file.height ? ` · ${file.width}×${file.height}` : ''}
        </span>
      </div>
      <div className="admin-field">
        <label htmlFor={`${base}-tab`}>{t('admin.files.tabOf', { name: file.orig_name })}</label>
        <select
          id={`${base}-tab`}
          value={file.tab}
          disabled={move.isPending}
          onChange={(event) => {
            const tab = event.target.value;
            move.mutate(
              { id: file.id, tab },
              {
                onSuccess: () => {
                  toast.success(t('admin.files.moved', { name: file.orig_name, tab: tabLabel(t, tab) }));
                  onChanged();
                },
              },
            );
          }}
        >
          {tabs.map((tab) => (
            <option key={tab} value={tab}>
              {tabLabel(t, tab)}
            </option>
          ))}
        </select>
      </div>
      <AltTextFields
        id={base}
        fileName={file.orig_name}
        alts={file.alts}
        saving={saveAlt.isPending}
        onSave={(alts) =>
          saveAlt.mutate(
            { id: file.id, alts },
            {
              onSuccess: () => {
                toast.success(t('admin.catalog.alt.saved', { name: file.orig_name }));
                onChanged();
              },
            },
          )
        }
      />
      {move.isError && <ErrorBox error={move.error} />}
      {saveAlt.isError && <ErrorBox error={saveAlt.error} />}
    </li>
  );
}
