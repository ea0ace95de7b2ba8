import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetCatalogImportProgressQuery, useGetCatalogImportQuery, useRunCatalogImportMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { Pager } from '../kit/Pager';
import { TableHead } from '../kit/TableHead';

/** How often the screen asks for the progress while the import runs. */
export const POLL_MS = 500;
/** Rows with errors per page. */
const ROWS = 50;
const COLUMNS = ['line', 'code', 'name', 'column', 'message'] as const;
const COUNTS = [
  ['create', 'rows_create'],
  ['update', 'rows_update'],
  ['unchanged', 'rows_unchanged'],
  ['errors', 'rows_with_errors'],
] as const;

interface Props {
  id: string;
  page: number;
  hrefOf: (page: number) => string;
  onReset: () => void;
}

/**
 * An import's preview: what its rows do, each row's errors with the column they are about, and the
 * button that runs it; while it runs, its progress (polled), then its outcome.
 */
export function ImportPreview({ id, page, hrefOf, onReset }: Props) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const progress = useGetCatalogImportProgressQuery({ id }, { refetchInterval: (query) => (query.state.data?.catalogImport?.status === 'RUNNING' ? POLL_MS : false) });
  const rows = useGetCatalogImportQuery({ id, page, first: ROWS, errors_only: true }, { placeholderData: keepPreviousData });
  const run = useRunCatalogImportMutation({ onSuccess: () => void progress.refetch() });
  const state = progress.data?.catalogImport ?? rows.data?.catalogImport;
  const status = state?.status;

  useEffect(() => {
    // The run's outcome changes the rows and the catalogue every other screen shows.
    if (status === 'DONE' || status === 'FAILED') void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'GetCatalogImportProgress' });
  }, [status, queryClient]);

  if (progress.isPending && rows.isPending) return <Spinner label={t('common.loading')} />;
  if (!state) return <ErrorBox error={progress.error ?? rows.error} />;
  const writable = state.rows_create + state.rows_update;
  const problems = (rows.data?.catalogImport?.rows.data ?? []).flatMap((line) => line.errors.map((error, index) => ({ line, error, index })));
  const label = (column: (typeof COLUMNS)[number]) => t(`admin.catalogImport.column.${column}`);

  return (
    <section className="catalog-import-preview" aria-labelledby="catalog-import-preview-title">
      <h2 id="catalog-import-preview-title">{t('admin.catalogImport.summary', { file: state.file_name, total: state.rows_total })}</h2>
      <dl className="catalog-import-counts">
        {COUNTS.map(([key, field]) => (
          <div key={key}>
            <dt>{t(`admin.catalogImport.count.${key}`)}</dt>
            <dd>{state[field]}</dd>
          </div>
        ))}
      </dl>
      {status === 'PREVIEW' &&
        (writable > 0 ? (
          <button type="button" className="button button-primary" onClick={() => run.mutate({ id })} disabled={run.isPending}>
            {t('admin.catalogImport.run', { rows: writable })}
          </button>
        ) : (
          <p>{t('admin.catalogImport.nothingToRun')}</p>
        ))}
      <ErrorBox error={run.error} />
      {status === 'RUNNING' && (
        <div className="catalog-import-progress">
          <label htmlFor="catalog-import-run-progress">{t('admin.catalogImport.progress', { done: state.rows_done, total: state.rows_total })}</label>
          <progress id="catalog-import-run-progress" max={Math.max(1, state.rows_total)} value={state.rows_done} />
        </div>
      )}
      {status === 'DONE' && (
        <p role="status" className="catalog-import-done">
          {t('admin.catalogImport.done', { create: state.rows_create, update: state.rows_update, unchanged: state.rows_unchanged, errors: state.rows_with_errors })}
        </p>
      )}
      {status === 'FAILED' && <ErrorBox message={t('admin.catalogImport.failed')} />}
      {status !== 'RUNNING' && (
        <button type="button" className="button" onClick={onReset}>
          {t('admin.catalogImport.again')}
        </button>
      )}

      <h3>{t('admin.catalogImport.errors')}</h3>
      {problems.length === 0 ? (
        <p className="empty">{t('admin.catalogImport.noErrors')}</p>
      ) : (
        <>
          <p className="admin-hint">{t('admin.catalogImport.errorsHint')}</p>
          <table className="admin-table catalog-import-errors" aria-busy={rows.isPlaceholderData}>
            <caption className="visually-hidden">{t('admin.catalogImport.errors')}</caption>
            <TableHead columns={COLUMNS} label={label} />
            <tbody>
              {problems.map(({ line, error, index }) => (
                <tr key={`${line.line}-${index}`}>
                  <td data-label={label('line')}>{line.line}</td>
                  <td data-label={label('code')}>{line.code}</td>
                  <td data-label={label('name')}>{line.name}</td>
                  <td data-label={label('column')}>
                    <code>{error.column}</code>
                  </td>
                  <td data-label={label('message')}>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} lastPage={rows.data?.catalogImport?.rows.paginatorInfo.lastPage ?? 1} hrefOf={hrefOf} />
        </>
      )}
    </section>
  );
}
