import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from '../../lib/toast';
import { getStorageQueryKey } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field } from '../kit/Field';
import { DEFAULT_BUCKET, percentOf, uploadFile } from '../kit/upload/upload';

interface Upload {
  key: number;
  name: string;
  percent: number;
  state: 'sending' | 'done' | 'failed';
  error?: unknown;
}

let nextKey = 1;

/** Drop zone and file input: several files at once, each with its own progress bar. */
export function UploadPanel({ tab, tabs }: { tab: string; tabs: readonly string[] }) {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState(tab);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);

  const change = (key: number, changes: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  const send = (files: readonly File[]) => {
    if (files.length === 0) return;
    for (const file of files) {
      const key = nextKey++;
      setUploads((list) => [...list, { key, name: file.name, percent: 0, state: 'sending' }]);
      uploadFile({ file, bucket: DEFAULT_BUCKET, tab: target, onProgress: (loaded, total) => change(key, { percent: percentOf(loaded, total) }) })
        .then((stored) => {
          change(key, { percent: 100, state: 'done' });
          toast.success(t('admin.files.uploaded', { name: stored.orig_name }));
          void queryClient.invalidateQueries({ queryKey: getStorageQueryKey() });
        })
        .catch((error: unknown) => change(key, { state: 'failed', error }));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send([...event.dataTransfer.files]);
  };

  return (
    <section className="files-upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.files.upload')}</h2>
      <div className="files-upload-options">
        <Field id={`${id}-tab`} label={t('admin.files.uploadTab')}>
          <select id={`${id}-tab`} value={target} onChange={(event) => setTarget(event.target.value)}>
            {tabs.map((name) => (
              <option key={name} value={name}>
                {t(`admin.files.tab.${name}`).startsWith('*') ? name : t(`admin.files.tab.${name}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div
        className={['files-drop', dragging ? 'is-dragging' : ''].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="files-drop"
      >
        <p>{t('admin.files.dropHint')}</p>
        <label htmlFor={`${id}-input`} className="button button-primary">
          {t('admin.files.choose')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className="files-input"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/svg+xml,application/pdf"
          onChange={(event) => {
            send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <small className="admin-hint">{t('admin.files.limits')}</small>
      </div>
      {uploads.length > 0 && (
        <ul className="files-progress" aria-label={t('admin.files.uploads')}>
          {uploads.map((upload) => (
            <li key={upload.key}>
              <label htmlFor={`${id}-p${upload.key}`}>{upload.name}</label>
              <progress id={`${id}-p${upload.key}`} max={100} value={upload.percent} aria-valuetext={`${upload.percent}%`} />
              <span role="status">
                {upload.state === 'sending' && t('admin.files.progress', { percent: upload.percent })}
                {upload.state === 'done' && t('admin.files.done')}
              </span>
              {upload.state === 'failed' && <ErrorBox error={upload.error} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
