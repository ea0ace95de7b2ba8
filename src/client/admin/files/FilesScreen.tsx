import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Link, useLocation, useNavigate } from '../../lib/navigation';
import { getStorageQueryKey, useGetStorageQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { SearchForm } from '../kit/SearchForm';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Pager } from '../kit/Pager';
import { FileCard, tabLabel } from './FileCard';
import { DEFAULT_TAB, FILES_PER_PAGE, formatFilesQuery, parseFilesQuery, tabsWith, type FilesQuery } from './files-model';
import { DeleteFilesButton } from './DeleteFilesButton';
import { UploadPanel } from './UploadPanel';
import './files.css';

/** /cms/files: uploaded files by tab, searched and paged; upload, move, alt text and delete. */
export default function FilesScreen() {
  const t = useAdminT();
  useAdminTitle(t('admin.files.title'));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = parseFilesQuery(search);
  // The selected files with their names, which the delete question shows (a selection can span pages).
  const [selected, setSelected] = useState<{ id: string; name: string }[]>([]);
  const files = useGetStorageQuery(
    { first: FILES_PER_PAGE, page: query.page, search: query.search || null, tab: query.tab || null },
    { placeholderData: keepPreviousData },
  );
  const list = files.data?.storage;
  const tabs = tabsWith([query.tab, ...(list?.data.map((file) => file.tab) ?? [])]);
  const hrefOf = (changes: Partial<FilesQuery>) => pathname + formatFilesQuery({ ...query, page: 1, ...changes });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getStorageQueryKey() });

  const onDeleted = () => {
    toast.success(t('admin.files.deleted', { count: selected.length }));
    setSelected([]);
    refresh();
  };

  return (
    <section className="admin-screen files-screen">
      <div className="admin-screen-head">
        <h1>{t('admin.files.title')}</h1>
      </div>
      <nav className="files-tabs" aria-label={t('admin.files.tabs')}>
        <Link to={hrefOf({ tab: '' })} aria-current={query.tab === '' ? 'page' : undefined}>
          {t('admin.files.tab.all')}
        </Link>
        {tabs.map((tab) => (
          <Link key={tab} to={hrefOf({ tab })} aria-current={query.tab === tab ? 'page' : undefined}>
            {tabLabel(t, tab)}
          </Link>
        ))}
      </nav>
      <UploadPanel key={query.tab} tab={query.tab || DEFAULT_TAB} tabs={tabs} />
      <SearchForm id="files-search" label={t('admin.files.search')} value={query.search} onSearch={(text) => void navigate(hrefOf({ search: text }))} />
      {files.isError && <ErrorBox error={files.error} />}
      {files.isPending && <Spinner label={t('common.loading')} />}
      {list && (
        <div aria-busy={files.isPlaceholderData}>
          <div className="files-toolbar">
            <p className="admin-count" role="status">
              {t('admin.files.count', { total: list.paginatorInfo.total })}
            </p>
            {selected.length > 0 && (
              <>
                <button type="button" className="button" onClick={() => setSelected([])}>
                  {t('admin.files.clearSelection')}
                </button>
                <DeleteFilesButton key={selected.map((file) => file.id).join(',')} files={selected} onDeleted={onDeleted} />
              </>
            )}
          </div>
          {list.data.length === 0 ? (
            <p className="empty">{query.search || query.tab ? t('admin.files.emptyFiltered') : t('admin.files.empty')}</p>
          ) : (
            <ul className="files-grid">
              {list.data.map((file) => (
                <FileCard
                  key={file.id}
                  file={file}
                  tabs={tabsWith([file.tab, ...tabs])}
                  selected={selected.some((chosen) => chosen.id === file.id)}
                  onSelect={(on) =>
                    setSelected((chosen) => (on ? [...chosen, { id: file.id, name: file.orig_name }] : chosen.filter((other) => other.id !== file.id)))
                  }
                  onChanged={refresh}
                />
              ))}
            </ul>
          )}
          <Pager
            page={list.paginatorInfo.currentPage}
            lastPage={list.paginatorInfo.lastPage}
            hrefOf={(page) => pathname + formatFilesQuery({ ...query, page })}
          />
        </div>
      )}
    </section>
  );
}
