import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  getNewsletterCsvQueryOptions,
  getNewsletterSubscribersQueryKey,
  useDeleteNewsletterSubscriberMutation,
  useGetNewsletterSubscribersQuery,
} from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { SearchForm } from '../kit/SearchForm';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { formatAdminDateTime } from '../kit/admin-dates';
import { Pager } from '../kit/Pager';
import { downloadBlob, newsletterCsvBlob, newsletterCsvName } from './newsletter-csv';
import './newsletter.css';

export const SUBSCRIBERS_PER_PAGE = 50;

/** Reads the list's search and page from the query string. */
function parseQuery(search: string): { search: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { search: params.get('search')?.trim() ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

function formatQuery(query: { search: string; page: number }): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** /cms/newsletter: subscribers searched and paged, deleted after a confirmation, and every one exported as CSV. */
export default function NewsletterScreen() {
  const t = useAdminT();
  useAdminTitle(t('admin.newsletter.title'));
  const { lang } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = parseQuery(search);
  const queryClient = useQueryClient();
  const subscribers = useGetNewsletterSubscribersQuery(
    { page: query.page, first: SUBSCRIBERS_PER_PAGE, search: query.search || null },
    { placeholderData: keepPreviousData },
  );
  const [problem, setProblem] = useState<unknown>();
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteNewsletterSubscriberMutation();

  const onDelete = (subscriber: { id: string; email: string }) => {
    if (!window.confirm(t('admin.newsletter.deleteQuestion', { email: subscriber.email }))) return;
    setProblem(undefined);
    remove.mutate(
      { id: subscriber.id },
      {
        onSuccess: ({ deleteNewsletterSubscriber }) => {
          if (!deleteNewsletterSubscriber.success) {
            setProblem(deleteNewsletterSubscriber.error ?? t('admin.newsletter.deleteFailed'));
            return;
          }
          toast.success(t('admin.newsletter.deleted', { email: subscriber.email }));
          void queryClient.invalidateQueries({ queryKey: getNewsletterSubscribersQueryKey() });
        },
        onError: setProblem,
      },
    );
  };

  const onExport = async () => {
    setProblem(undefined);
    setExporting(true);
    try {
      const { newsletterCsv } = await queryClient.fetchQuery({ ...getNewsletterCsvQueryOptions(), staleTime: 0 });
      downloadBlob(newsletterCsvBlob(newsletterCsv), newsletterCsvName());
      toast.success(t('admin.newsletter.exported'));
    } catch (error) {
      setProblem(error);
    } finally {
      setExporting(false);
    }
  };

  const list = subscribers.data?.newsletterSubscribers;
  return (
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('admin.newsletter.title')}</h1>
        <button type="button" className="button button-primary" onClick={() => void onExport()} disabled={exporting}>
          {exporting ? t('common.wait') : t('admin.newsletter.export')}
        </button>
      </div>
      <div className="admin-filters newsletter-filters">
        <SearchForm
          id="newsletter-search"
          label={t('admin.newsletter.search')}
          value={query.search}
          onSearch={(text) => void navigate({ pathname, search: formatQuery({ search: text, page: 1 }) })}
        />
      </div>
      {problem != null && <ErrorBox error={problem} />}
      {subscribers.isError && <ErrorBox error={subscribers.error} />}
      {subscribers.isPending && <Spinner label={t('common.loading')} />}
      {list && (
        <div aria-busy={subscribers.isPlaceholderData}>
          <p className="admin-count" role="status">
            {t('admin.newsletter.count', { total: list.paginatorInfo.total })}
          </p>
          {list.data.length === 0 ? (
            <p className="empty">{query.search ? t('admin.newsletter.emptyFiltered') : t('admin.newsletter.empty')}</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.newsletter.column.email')}</th>
                  <th scope="col">{t('admin.newsletter.column.lang')}</th>
                  <th scope="col">{t('admin.newsletter.column.created')}</th>
                  <th scope="col">{t('admin.newsletter.column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td>{subscriber.email}</td>
                    <td data-label={t('admin.newsletter.column.lang')}>{t(subscriber.lang === 1 ? 'language.en' : 'language.sr')}</td>
                    <td data-label={t('admin.newsletter.column.created')}>{formatAdminDateTime(subscriber.created_at, lang)}</td>
                    <td data-label={t('admin.newsletter.column.actions')}>
                      <button
                        type="button"
                        className="button admin-danger"
                        disabled={remove.isPending && String(remove.variables?.id) === subscriber.id}
                        aria-label={t('admin.newsletter.deleteLabel', { email: subscriber.email })}
                        onClick={() => onDelete(subscriber)}
                      >
                        {t('admin.newsletter.delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager page={list.paginatorInfo.currentPage} lastPage={list.paginatorInfo.lastPage} hrefOf={(page) => pathname + formatQuery({ ...query, page })} />
        </div>
      )}
    </section>
  );
}
