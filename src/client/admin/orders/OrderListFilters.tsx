import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '../../lib/navigation';
import { useAdminT } from '../i18n/useAdminT';
import { ADMIN_ORDER_STATUSES, orderStatusColor, orderStatusKey } from './order-status';
import { changeOrderListQuery, formatOrderListQuery, type OrderListQuery } from './order-list-query';

interface Props {
  query: OrderListQuery;
  pathname: string;
  onChange: (changes: Partial<OrderListQuery>) => void;
}

/** The status tabs (links, so each status has its address), the search and the date range of the order list. */
export function OrderListFilters({ query, pathname, onChange }: Props) {
  const t = useAdminT();
  const [search, setSearch] = useState(query.search);
  useEffect(() => setSearch(query.search), [query.search]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  const tabHref = (status: OrderListQuery['status']) => pathname + formatOrderListQuery(changeOrderListQuery(query, { status }));

  return (
    <>
      <nav className="admin-order-tabs" aria-label={t('admin.orders.statusTabs')}>
        <ul>
          <li>
            <Link to={tabHref(null)} aria-current={query.status == null ? 'page' : undefined}>
              {t('admin.orders.status.all')}
            </Link>
          </li>
          {ADMIN_ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={tabHref(status)}
                aria-current={query.status === status ? 'page' : undefined}
                style={{ borderColor: orderStatusColor(status) }}
              >
                <span className="admin-order-status-dot" aria-hidden="true" style={{ background: orderStatusColor(status) }} />
                {t(orderStatusKey(status))}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-filters admin-order-filters">
        <form role="search" onSubmit={onSearch} className="admin-search">
          <label htmlFor="orders-search">{t('admin.orders.search')}</label>
          <input id="orders-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <button type="submit" className="button">
            {t('products.searchSubmit')}
          </button>
        </form>
        <div className="admin-field">
          <label htmlFor="orders-from">{t('admin.orders.from')}</label>
          <input id="orders-from" type="date" value={query.from} max={query.to || undefined} onChange={(event) => onChange({ from: event.target.value })} />
        </div>
        <div className="admin-field">
          <label htmlFor="orders-to">{t('admin.orders.to')}</label>
          <input id="orders-to" type="date" value={query.to} min={query.from || undefined} onChange={(event) => onChange({ to: event.target.value })} />
        </div>
      </div>
    </>
  );
}
