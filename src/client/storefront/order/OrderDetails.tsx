import { Link } from '../../lib/navigation';
import type { OrderDetailFragment, PaymentQrFieldsFragment } from '../../../../generated/client/graphql';
import { formatMoney } from '../../../shared/catalog/price';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { Image } from '../../ui/Image';
import { OrderAmounts } from '../../ui/order/OrderAmounts';
import { formatDateTime, formatDay } from '../../../shared/i18n/dates';
import { orderStatusNumber } from '../../ui/order/order-status';
import { OrderStatusBadge } from '../../ui/order/OrderStatusBadge';
import { productLinkPath } from '../../../shared/routing/canonical-paths';
import { withVariantName } from '../../../shared/rules/catalog';
import { TransferQr } from './TransferQr';
import { awaitsTransfer } from '../../../shared/orders/awaits-transfer';

/** Everything the customer sees of an order: status and its history, items, amounts, customer and delivery. */
export function OrderDetails({
  order,
  bankAccount,
  paymentQr,
}: {
  order: OrderDetailFragment;
  bankAccount: string | null | undefined;
  /** The order's IPS QR code while it waits for a transfer; null when the shop's settings make none. */
  paymentQr?: PaymentQrFieldsFragment | null;
}) {
  const t = useT();
  const { lang } = useSession();
  const money = (value: number) => formatMoney(value, order.currency);
  const awaitingPayment = bankAccount && awaitsTransfer({ ...order, status: orderStatusNumber(order.status) });
  const { customer, delivery } = order;

  return (
    <div className="order-details">
      <section className="order-status" aria-labelledby="order-status-title">
        <h2 id="order-status-title">{t('order.status')}</h2>
        <p className="order-status-current">
          <OrderStatusBadge status={order.status} />
        </p>
        <dl className="order-facts">
          <div>
            <dt>{t('order.placedAt')}</dt>
            <dd>{formatDateTime(order.created_at, lang)}</dd>
          </div>
          {order.delivery_date && (
            <div>
              <dt>{t('order.deliveryDate')}</dt>
              <dd>{formatDay(order.delivery_date, lang)}</dd>
            </div>
          )}
        </dl>
        {order.status_history.length > 1 && (
          <>
            <h3>{t('order.history')}</h3>
            <ol className="order-history">
              {order.status_history.map((change, index) => (
                <li key={index}>
                  <time dateTime={change.created_at}>{formatDateTime(change.created_at, lang)}</time> <OrderStatusBadge status={change.status} />
                  {change.note && <p className="order-history-note">{change.note}</p>}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      <section className="order-items" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t('order.items')}</h2>
        <ul className="order-item-list">
          {order.items.map((item) => {
            const product = item.product;
            const name = withVariantName(item.name, item.variant_name);
            const image = <Image image={product?.image} alt={name} size="sm" />;
            const to = product ? productLinkPath(lang, product) : undefined;
            return (
              <li key={item.id} className="order-item">
                <span className="order-item-image">{to ? <Link to={to} tabIndex={-1} aria-hidden="true">{image}</Link> : image}</span>
                <div className="order-item-info">
                  {to ? (
                    <Link to={to} className="order-item-name">
                      {name}
                    </Link>
                  ) : (
                    <span className="order-item-name">{name}</span>
                  )}
                  <p className="form-hint">
                    {t('order.productCode')}: {item.code}
                  </p>
                  <p>
                    {item.quantity} × {money(item.price)}
                  </p>
                </div>
                <strong className="order-item-total">{money(item.total)}</strong>
              </li>
            );
          })}
        </ul>
        <OrderAmounts {...order} />
      </section>

      <section className="order-delivery" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title" tabIndex={-1}>
          {t('order.deliveryAddress')}
        </h2>
        <address className="order-address">
          {customer.name} {customer.lastname}
          <br />
          {delivery.address}
          <br />
          {delivery.zip} {delivery.city}
          <br />
          {delivery.country.name}
          <br />
          {customer.phone}
          <br />
          {customer.email}
        </address>
        <dl className="order-facts">
          {customer.company && (
            <div>
              <dt>{t('order.company')}</dt>
              <dd>{customer.company}</dd>
            </div>
          )}
          {customer.vat_number && (
            <div>
              <dt>{t('order.vatNumber')}</dt>
              <dd>{customer.vat_number}</dd>
            </div>
          )}
          <div>
            <dt>{t('order.payment')}</dt>
            <dd>{t(`order.payment.${order.payment_method}`)}</dd>
          </div>
          {order.payment_status && (
            <div>
              <dt>{t('order.paymentStatus')}</dt>
              <dd>{t(`order.paymentStatus.${order.payment_status}`)}</dd>
            </div>
          )}
          {order.note && (
            <div>
              <dt>{t('order.note')}</dt>
              <dd>{order.note}</dd>
            </div>
          )}
        </dl>
        {paymentQr ? (
          <TransferQr payment={paymentQr} />
        ) : (
          awaitingPayment && <p className="order-bank-transfer">{t('order.bankTransfer', { amount: money(order.total), account: bankAccount, code: order.code })}</p>
        )}
      </section>
    </div>
  );
}
