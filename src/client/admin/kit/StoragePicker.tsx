import { useState } from 'react';
import type { ImageFragment } from '../../../../generated/client/graphql';
import { useGetStorageQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Image } from '../../ui/Image';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';

/** Files shown in the picker at a time. */
const PICKER_PAGE_SIZE = 24;

interface Props {
  id: string;
  /** Ids already chosen, shown as such. */
  chosen: readonly string[];
  onPick: (image: ImageFragment) => void;
  onClose: () => void;
}

/** Images from the files (GetStorage), searchable and paged, to pick one at a time. */
export function StoragePicker({ id, chosen, onPick, onClose }: Props) {
  const t = useAdminT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const files = useGetStorageQuery({ first: PICKER_PAGE_SIZE, page, search: search.trim() || null });
  const images = (files.data?.storage.data ?? []).filter((file) => file.mime.startsWith('image/'));
  const info = files.data?.storage.paginatorInfo;

  return (
    <div id={id} className="admin-picker" role="group" aria-label={t('storage.picker')}>
      <div className="admin-picker-head">
        <label htmlFor={`${id}-search`}>{t('storage.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      {files.isPending && <Spinner label={t('common.loading')} />}
      {files.isError && <ErrorBox error={files.error} />}
      {files.isSuccess && images.length === 0 && <p className="empty">{t('storage.empty')}</p>}
      <ul className="admin-picker-grid">
        {images.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => onPick(image)}
              aria-pressed={chosen.includes(image.id)}
              title={image.orig_name}
            >
              <Image image={image} alt={image.alt || image.orig_name} size="sm" />
              <span className="visually-hidden">{t('storage.pick', { name: image.orig_name })}</span>
            </button>
          </li>
        ))}
      </ul>
      {info && info.lastPage > 1 && (
        <div className="admin-pager">
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('pager.previous')}
          </button>
          <span>{t('pager.status', { page: info.currentPage, last: info.lastPage })}</span>
          <button type="button" className="button" disabled={page >= info.lastPage} onClick={() => setPage(page + 1)}>
            {t('pager.next')}
          </button>
        </div>
      )}
    </div>
  );
}
