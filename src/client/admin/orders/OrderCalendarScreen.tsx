import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation } from '../../lib/navigation';
import { useGetOrderCalendarQuery } from '../../../../generated/hooks';
import { formatPrice } from '../../../shared/catalog/price';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { orderPath } from './OrderTable';
import { formatAdminDay, localDay } from '../kit/admin-dates';
import { monthRange, monthWeeks, parseCalendarMonth, shiftMonth } from './calendar-month';
import { orderStatusColor, orderStatusKey } from './order-status';
import './orders.css';

/** Monday to Sunday of any week (2024-01-01 was a Monday). */
const WEEK = Array.from({ length: 7 }, (_, index) => `2024-01-0${index + 1}`);

/** /cms/order-calendar: a month of planned deliveries, day by day; the month in the query string. */
export default function OrderCalendarScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  useAdminTitle(t('menu.orderCalendar'));
  const { pathname, search } = useLocation();
  const month = parseCalendarMonth(search);
  const calendar = useGetOrderCalendarQuery(monthRange(month), { placeholderData: keepPreviousData });
  const byDay = new Map((calendar.data?.orderCalendar ?? []).map((day) => [day.date, day.orders]));
  const today = localDay();
  const format = (day: string, options: Intl.DateTimeFormatOptions) => formatAdminDay(day, lang, options);
  const title = format(`${month}-01`, { month: 'long', year: 'numeric' });
  const monthHref = (delta: number) => `${pathname}?month=${shiftMonth(month, delta)}`;
  const total = [...byDay.values()].reduce((sum, orders) => sum + orders.length, 0);

  return (
    <section className="admin-screen">
      <h1>{t('menu.orderCalendar')}</h1>
      <nav className="admin-calendar-head" aria-label={t('admin.orders.calendar.months')}>
        <h2 aria-live="polite">{title}</h2>
        <Link to={monthHref(-1)} className="button" rel="prev">
          {t('admin.orders.calendar.previous')}
        </Link>
        <Link to={pathname} className="button">
          {t('admin.orders.calendar.thisMonth')}
        </Link>
        <Link to={monthHref(1)} className="button" rel="next">
          {t('admin.orders.calendar.next')}
        </Link>
      </nav>
      {calendar.isError && <ErrorBox error={calendar.error} />}
      {calendar.isPending && <Spinner label={t('common.loading')} />}
      {calendar.data && (
        <>
          <p className="admin-count" role="status">
            {total === 0 ? t('admin.orders.calendar.empty') : t('admin.orders.calendar.count', { total })}
          </p>
          <table className="admin-calendar" aria-busy={calendar.isPlaceholderData} aria-label={title}>
            <thead>
              <tr>
                {WEEK.map((day) => (
                  <th key={day} scope="col" abbr={format(day, { weekday: 'long' })}>
                    {format(day, { weekday: 'short' })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, index) => (
                <tr key={index}>
                  {week.map((day, column) => {
                    if (!day) return <td key={`pad-${column}`} className="admin-calendar-outside" aria-hidden="true" />;
                    const orders = byDay.get(day) ?? [];
                    const classes = [orders.length === 0 ? 'admin-calendar-empty' : '', day === today ? 'admin-calendar-today' : ''].filter(Boolean);
                    return (
                      <td key={day} data-date={day} className={classes.join(' ') || undefined} aria-current={day === today ? 'date' : undefined}>
                        <time className="admin-calendar-day" dateTime={day}>
                          <span aria-hidden="true">{Number(day.slice(8))}</span>
                          <span className="visually-hidden">{format(day, { weekday: 'long', day: 'numeric', month: 'long' })}</span>
                        </time>
                        {orders.length > 0 && (
                          <ul aria-label={t('admin.orders.calendar.dayOrders', { count: orders.length })}>
                            {orders.map((order) => (
                              <li key={order.id}>
                                <Link
                                  to={orderPath(order.id)}
                                  style={{ borderLeftColor: orderStatusColor(order.status) }}
                                  title={`${t(orderStatusKey(order.status))} · ${formatPrice(order.total)} ${order.currency}`}
                                >
                                  <span className="admin-order-code">{order.code.split('-').slice(0, 3).join('-')}</span> {order.customer.name}{' '}
                                  {order.customer.lastname}, {order.delivery.city}
                                  <span className="visually-hidden"> · {t(orderStatusKey(order.status))}</span>
                                </Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
