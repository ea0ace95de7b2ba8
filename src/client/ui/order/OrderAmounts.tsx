import { formatMoney } from '../../../shared/catalog/price';
import { useT } from './messages';
import './order-amounts.css';

interface Props {
  subtotal: number;
  discount: number;
  delivery_price: number;
  total: number;
  currency: string;
  promo_code?: string | null | undefined;
}

/** An order's or a quote's amounts as the server computed them: products, discount, delivery, total. */
export function OrderAmounts({ subtotal, discount, delivery_price, total, currency, promo_code }: Props) {
  const t = useT();
  const amount = (value: number) => formatMoney(value, currency);
  return (
    <dl className="order-amounts">
      <div>
        <dt>{t('order.subtotal')}</dt>
        <dd>{amount(subtotal)}</dd>
      </div>
      {discount > 0 && (
        <div className="order-amounts-discount">
          <dt>{promo_code ? t('order.promoCode', { code: promo_code }) : t('order.discount')}</dt>
          <dd>-{amount(discount)}</dd>
        </div>
      )}
      <div>
        <dt>{t('order.delivery')}</dt>
        <dd>{delivery_price > 0 ? amount(delivery_price) : t('order.deliveryFree')}</dd>
      </div>
      <div className="order-amounts-total">
        <dt>{t('order.total')}</dt>
        <dd>{amount(total)}</dd>
      </div>
    </dl>
  );
}
