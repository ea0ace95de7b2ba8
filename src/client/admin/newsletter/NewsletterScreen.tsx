import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import {
  getNewsletterCsvQueryOptions,
  getNewsletterSubscribersQueryKey,
  useDeleteNewsletterSubscriberMutation,
  useGetNewsletterSubscribersQuery,
} from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { SearchForm } from '../kit/SearchForm';
import { ConfirmButton } from '../kit/ConfirmButton';
import { useAdminT } from '../i18n/useAdminT';
import { formatAdminDateTime } from '../kit/admin-dates';
import { formatSearchPage, parseSearchPage } from '../kit/list-query';
import { ListScreen, useListAddress } from '../kit/ListScreen';
import { downloadBlob, newsletterCsvBlob, newsletterCsvName } from './newsletter-csv';
import './newsletter.css';

export const SUBSCRIBERS_PER_PAGE = 50;

/** /cms/newsletter: subscribers searched and paged, deleted after a confirmation, and every one exported as CSV. */
export default function NewsletterScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  const { query, change, hrefOf } = useListAddress(parseSearchPage, formatSearchPage);
  const queryClient = useQueryClient();
  const subscribers = useGetNewsletterSubscribersQuery(
    { page: query.page, first: SUBSCRIBERS_PER_PAGE, search: query.search || null },
    { placeholderData: keepPreviousData },
  );
  const [problem, setProblem] = useState<unknown>();
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteNewsletterSubscriberMutation();

  const onDelete = (subscriber: { id: string; email: string }) => {
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

  return (
    <ListScreen
      title={t('admin.newsletter.title')}
      actions={
        <button type="button" className="button button-primary" onClick={() => void onExport()} disabled={exporting}>
          {exporting ? t('common.wait') : t('admin.newsletter.export')}
        </button>
      }
      filters={
        <div className="admin-filters newsletter-filters">
          <SearchForm id="newsletter-search" label={t('admin.newsletter.search')} value={query.search} onSearch={(text) => change({ search: text })} />
        </div>
      }
      request={subscribers}
      page={subscribers.data?.newsletterSubscribers}
      count={(total) => t('admin.newsletter.count', { total })}
      empty={query.search ? t('admin.newsletter.emptyFiltered') : t('admin.newsletter.empty')}
      hrefOf={hrefOf}
      rows={(rows) => (
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
            {rows.map((subscriber) => (
              <tr key={subscriber.id}>
                <td>{subscriber.email}</td>
                <td data-label={t('admin.newsletter.column.lang')}>{t(subscriber.lang === 1 ? 'language.en' : 'language.sr')}</td>
                <td data-label={t('admin.newsletter.column.created')}>{formatAdminDateTime(subscriber.created_at, lang)}</td>
                <td data-label={t('admin.newsletter.column.actions')}>
                  <ConfirmButton
                    label={t('admin.newsletter.delete')}
                    name={t('admin.newsletter.deleteLabel', { email: subscriber.email })}
                    question={t('admin.newsletter.deleteQuestion', { email: subscriber.email })}
                    pending={remove.isPending && String(remove.variables?.id) === subscriber.id}
                    onConfirm={() => onDelete(subscriber)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    >
      {problem != null && <ErrorBox error={problem} />}
    </ListScreen>
  );
}
