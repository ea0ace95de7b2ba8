import { Link, useParams } from '../../lib/navigation';
import { useGetAdminOrderQuery } from '../../../../generated/hooks';
import { formatPrice } from '../../../shared/catalog/price';
import { useSession } from '../../lib/session/useSession';
import { formatAdminDateTime, formatAdminDay } from '../kit/admin-dates';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { adminPath, productPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { OrderDeliveryDateForm } from './OrderDeliveryDateForm';
import { OrderStatusForm } from './OrderStatusForm';
import { OrderPaymentForm } from './OrderPaymentForm';
import { OrderCardPayments } from './OrderCardPayments';
import { StatusBadge } from './StatusBadge';
import { withVariantName } from '../../../shared/rules/catalog';
import './orders.css';

/** /cms/orders/<id>: who ordered what, the amounts, the status history, the payment (a card's tries with the bank), and the status and delivery day to change. */
export default function OrderDetailScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  const { id = '' } = useParams();
  const loaded = useGetAdminOrderQuery({ id });
  const order = loaded.data?.orderById ?? null;
  useAdminTitle(order ? t('admin.orders.detailTitle', { code: order.code }) : t('menu.orders'));

  const back = (
    <p className="admin-back">
      <Link to={adminPath('orders')}>{t('admin.orders.backToList')}</Link>
    </p>
  );
  if (loaded.isPending) return <Spinner label={t('common.loading')} />;
  if (loaded.isError || !order) {
    return (
      <section className="admin-screen">
        {back}
        {loaded.isError ? <ErrorBox error={loaded.error} /> : <p className="empty">{t('admin.orders.notFound')}</p>}
      </section>
    );
  }
  const money = (value: number) => `${formatPrice(value)} ${order.currency}`;
  const { customer, delivery } = order;

  return (
    <section className="admin-screen admin-order-detail">
      {back}
      <div className="admin-screen-head">
        <h1>{t('admin.orders.detailTitle', { code: order.code })}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="admin-count">
        {t('admin.orders.placedAt', { date: formatAdminDateTime(order.created_at, lang) })} ·{' '}
        {t(`admin.orders.payment.${order.payment_method}`)} · {t(order.lang === 1 ? 'language.en' : 'language.sr')}
      </p>

      <div className="admin-order-grid">
        <section className="admin-fieldset" aria-labelledby="order-customer">
          <h2 id="order-customer">{t('admin.orders.customer')}</h2>
          <dl className="admin-order-facts">
            <dt>{t('admin.orders.name')}</dt>
            <dd>
              {customer.name} {customer.lastname}
              {order.user ? ` (${t('admin.orders.registered')})` : ` (${t('admin.orders.guest')})`}
            </dd>
            <dt>{t('admin.orders.email')}</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
            <dt>{t('admin.orders.phone')}</dt>
            <dd>
              <a href={`tel:${customer.phone.replace(/\s/g, '')}`}>{customer.phone}</a>
            </dd>
            {customer.company && (
              <>
                <dt>{t('admin.orders.company')}</dt>
                <dd>
                  {customer.company}
                  {customer.vat_number && ` · ${t('admin.orders.vat')} ${customer.vat_number}`}
                </dd>
              </>
            )}
          </dl>
        </section>
        <section className="admin-fieldset" aria-labelledby="order-delivery">
          <h2 id="order-delivery">{t('admin.orders.delivery')}</h2>
          <address className="admin-order-address">
            {delivery.address}
            <br />
            {delivery.zip} {delivery.city}
            <br />
            {delivery.country.name}
          </address>
          <p>
            {t('admin.orders.deliveryDay')}: {order.delivery_date ? formatAdminDay(order.delivery_date, lang) : t('admin.orders.notPlanned')}
          </p>
          {order.note && (
            <blockquote className="admin-order-note">
              <strong>{t('admin.orders.customerNote')}:</strong> {order.note}
            </blockquote>
          )}
        </section>
      </div>

      <section aria-labelledby="order-items">
        <h2 id="order-items">{t('admin.orders.items')}</h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.orders.item.product')}</th>
              <th scope="col">{t('admin.orders.item.code')}</th>
              <th scope="col">{t('admin.orders.item.quantity')}</th>
              <th scope="col">{t('admin.orders.item.price')}</th>
              <th scope="col">{t('admin.orders.item.total')}</th>
              <th scope="col">{t('admin.orders.item.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td data-label={t('admin.orders.item.product')}>
                  {item.product ? <Link to={productPath(item.product.id)}>{withVariantName(item.name, item.variant_name)}</Link> : withVariantName(item.name, item.variant_name)}
                </td>
                <td data-label={t('admin.orders.item.code')}>{item.code}</td>
                <td data-label={t('admin.orders.item.quantity')}>{item.quantity}</td>
                <td data-label={t('admin.orders.item.price')}>{money(item.price)}</td>
                <td data-label={t('admin.orders.item.total')}>{money(item.total)}</td>
                <td data-label={t('admin.orders.item.stock')}>{item.product ? item.product.stock : t('admin.orders.deletedProduct')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="admin-order-totals">
          <dt>{t('admin.orders.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
          {order.discount > 0 && (
            <>
              <dt>{t('admin.orders.discount', { code: order.promo_code ?? '' })}</dt>
              <dd>−{money(order.discount)}</dd>
            </>
          )}
          <dt>{t('admin.orders.deliveryPrice')}</dt>
          <dd>{money(order.delivery_price)}</dd>
          <dt>{t('admin.orders.total')}</dt>
          <dd>
            <strong>{money(order.total)}</strong>
          </dd>
        </dl>
      </section>

      <div className="admin-order-grid">
        <section aria-labelledby="order-history">
          <h2 id="order-history">{t('admin.orders.history')}</h2>
          <ol className="admin-order-history" aria-label={t('admin.orders.history')}>
            {order.status_history.map((change, index) => (
              <li key={`${change.created_at}-${index}`}>
                <StatusBadge status={change.status} /> <time dateTime={change.created_at}>{formatAdminDateTime(change.created_at, lang)}</time>
                {change.note && <p>{change.note}</p>}
              </li>
            ))}
          </ol>
        </section>
        <div className="admin-order-forms">
          <OrderStatusForm order={order} />
          <OrderPaymentForm order={order} />
          {order.payment_method === 'CARD' && <OrderCardPayments order={order} />}
          <OrderDeliveryDateForm key={order.delivery_date ?? ''} order={order} />
        </div>
      </div>
    </section>
  );
}
