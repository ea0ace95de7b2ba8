import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PromoCodeItemFragment } from '../../../../generated/client/graphql';
import { getPromoCodesQueryKey, useDeletePromoCodeMutation, useGetPromoCodesQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { dayOfExpiry, formatAdminDay } from '../kit/admin-dates';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Pager } from '../kit/Pager';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { PromoCodeForm } from './PromoCodeForm';
import { isExpired } from './promo-code-form';
import './orders.css';

/** Promo codes per page. */
export const PROMO_CODES_PER_PAGE = 20;

/** The list's state in the query string: ?search=…&page=…. */
export function parsePromoCodeQuery(search: string): { search: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { search: params.get('search')?.trim() ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function formatPromoCodeQuery(query: { search: string; page: number }): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** /cms/promo-codes: the codes newest first, searched and paged; created, changed and deleted here. */
export default function PromoCodesScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  useAdminTitle(t('menu.promoCodes'));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = parsePromoCodeQuery(search);
  const codes = useGetPromoCodesQuery({ page: query.page, first: PROMO_CODES_PER_PAGE, search: query.search || null }, { placeholderData: keepPreviousData });
  const [typed, setTyped] = useState(query.search);
  useEffect(() => setTyped(query.search), [query.search]);
  /** 'new', a code's id, or null when no form is open. */
  const [editing, setEditing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const remove = useDeletePromoCodeMutation();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ pathname, search: formatPromoCodeQuery({ search: typed.trim(), page: 1 }) });
  };
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
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('menu.promoCodes')}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {t('admin.orders.promo.new')}
        </button>
      </div>
      {editing === 'new' && <PromoCodeForm key="new" promo={null} onDone={() => setEditing(null)} />}
      {editedPromo && <PromoCodeForm key={editedPromo.id} promo={editedPromo} onDone={() => setEditing(null)} />}
      <div className="admin-filters">
        <form role="search" onSubmit={onSearch} className="admin-search">
          <label htmlFor="promo-search">{t('admin.orders.promo.search')}</label>
          <input id="promo-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          <button type="submit" className="button">
            {t('products.searchSubmit')}
          </button>
        </form>
      </div>
      <ErrorBox error={remove.error} message={refused ?? undefined} />
      {codes.isError && <ErrorBox error={codes.error} />}
      {codes.isPending && <Spinner label={t('common.loading')} />}
      {list && (
        <div aria-busy={codes.isPlaceholderData}>
          <p className="admin-count" role="status">
            {t('admin.orders.promo.count', { total: list.paginatorInfo.total })}
          </p>
          {list.data.length === 0 ? (
            <p className="empty">{query.search ? t('admin.orders.promo.emptyFiltered') : t('admin.orders.promo.empty')}</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  {(['code', 'discount', 'used', 'expires', 'active', 'actions'] as const).map((column) => (
                    <th key={column} scope="col">
                      {t(`admin.orders.promo.column.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.map((promo) => (
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
          <Pager
            page={list.paginatorInfo.currentPage}
            lastPage={list.paginatorInfo.lastPage}
            hrefOf={(page) => pathname + formatPromoCodeQuery({ ...query, page })}
          />
        </div>
      )}
    </section>
  );
}
