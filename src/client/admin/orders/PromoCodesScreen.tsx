import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { PromoCodeItemFragment } from '../../../../generated/client/graphql';
import { getPromoCodesQueryKey, useDeletePromoCodeMutation, useGetPromoCodesQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { dayOfExpiry, formatAdminDay } from '../kit/admin-dates';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { formatSearchPage, parseSearchPage } from '../kit/list-query';
import { ListScreen, useListAddress } from '../kit/ListScreen';
import { SearchForm } from '../kit/SearchForm';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { PromoCodeForm } from './PromoCodeForm';
import { isExpired } from './promo-code-form';
import './orders.css';
import { TableHead } from '../kit/TableHead';

/** Promo codes per page. */
export const PROMO_CODES_PER_PAGE = 20;

/** /cms/promo-codes: the codes newest first, searched and paged; created, changed and deleted here. */
export default function PromoCodesScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  const { query, change, hrefOf } = useListAddress(parseSearchPage, formatSearchPage);
  const codes = useGetPromoCodesQuery({ page: query.page, first: PROMO_CODES_PER_PAGE, search: query.search || null }, { placeholderData: keepPreviousData });
  /** 'new', a code's id, or null when no form is open. */
  const [editing, setEditing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const remove = useDeletePromoCodeMutation();

  const onDelete = (promo: PromoCodeItemFragment) => {
    remove.mutate(
      { id: promo.id },
      {
        onSuccess: ({ deletePromoCode }) => {
          if (!deletePromoCode.success) return;
          if (editing === promo.id) setEditing(null);
          void queryClient.invalidateQueries({ queryKey: getPromoCodesQueryKey() });
          toast.success(t('admin.orders.promo.deleted', { code: promo.code }));
        },
      },
    );
  };

  const list = codes.data?.promoCodes;
  const editedPromo = list?.data.find((promo) => promo.id === editing) ?? null;
  const refused = remove.data && !remove.data.deletePromoCode.success ? remove.data.deletePromoCode.error : null;

  return (
    <ListScreen
      title={t('menu.promoCodes')}
      actions={
        <button type="button" className="button button-primary" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {t('admin.orders.promo.new')}
        </button>
      }
      filters={
        <>
          {editing === 'new' && <PromoCodeForm key="new" promo={null} onDone={() => setEditing(null)} />}
          {editedPromo && <PromoCodeForm key={editedPromo.id} promo={editedPromo} onDone={() => setEditing(null)} />}
          <div className="admin-filters">
            <SearchForm id="promo-search" label={t('admin.orders.promo.search')} value={query.search} onSearch={(text) => change({ search: text })} />
          </div>
        </>
      }
      request={codes}
      page={list}
      count={(total) => t('admin.orders.promo.count', { total })}
      empty={query.search ? t('admin.orders.promo.emptyFiltered') : t('admin.orders.promo.empty')}
      hrefOf={hrefOf}
      rows={(rows) => (
        <table className="admin-table">
          <TableHead columns={['code', 'discount', 'used', 'expires', 'active', 'actions'] as const} label={(column) => t(`admin.orders.promo.column.${column}`)} />
          <tbody>
            {rows.map((promo) => (
              <tr key={promo.id}>
                <td data-label={t('admin.orders.promo.column.code')}>
                  <strong className="admin-order-code">{promo.code}</strong>
                </td>
                <td data-label={t('admin.orders.promo.column.discount')}>{promo.discount}%</td>
                <td data-label={t('admin.orders.promo.column.used')}>
                  {t('admin.orders.promo.usedOf', { used: promo.used, total: promo.usage_count })}
                </td>
                <td data-label={t('admin.orders.promo.column.expires')} className={isExpired(promo) ? 'admin-promo-expired' : undefined}>
                  {promo.expires_at ? formatAdminDay(dayOfExpiry(promo.expires_at), lang) : t('admin.orders.promo.unlimited')}
                  {isExpired(promo) && ` (${t('admin.orders.promo.expired')})`}
                </td>
                <td data-label={t('admin.orders.promo.column.active')}>
                  {promo.active ? t('products.status.active') : t('products.status.inactive')}
                </td>
                <td data-label={t('admin.orders.promo.column.actions')}>
                  <div className="admin-row-actions">
                    <button type="button" className="button" onClick={() => setEditing(promo.id)} aria-label={t('admin.orders.promo.editTitle', { code: promo.code })}>
                      {t('admin.orders.edit')}
                    </button>
                    <ConfirmDelete
                      label={t('admin.orders.delete')}
                      name={t('admin.orders.promo.deleteLabel', { code: promo.code })}
                      question={t('admin.orders.promo.deleteQuestion', { code: promo.code })}
                      pending={remove.isPending}
                      onConfirm={() => onDelete(promo)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    >
      <ErrorBox error={remove.error} message={refused ?? undefined} />
    </ListScreen>
  );
}
