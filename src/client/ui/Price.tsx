import { discountPercent, formatMoney } from '../../shared/catalog/price';
import { usePriceT } from './price-messages';

interface Props {
  price: number;
  /** The discounted price, when there is a discount. */
  discountPrice?: number | null;
  currency: string;
  /** The lowest of prices that differ (a product's variants): said as "od" / "from" before it. */
  from?: boolean;
}

/** A price in the spec's format (1 234,50 RSD); with a discount, the old price struck through and the percent off. */
export function Price({ price, discountPrice, currency, from = false }: Props) {
  const t = usePriceT();
  const discounted = discountPrice != null && discountPrice > 0 && discountPrice < price;
  const prefix = from ? <span className="price-from">{t('price.from')} </span> : null;
  if (!discounted) {
    return (
      <span className="price">
        {prefix}
        {formatMoney(price, currency)}
      </span>
    );
  }
  return (
    <span className="price price-discounted">
      {prefix}
      <del className="price-old">
        {formatMoney(price, currency)}
      </del>{' '}
      <strong className="price-new">
        {formatMoney(discountPrice, currency)}
      </strong>{' '}
      <span className="price-percent">-{discountPercent(price, discountPrice)}%</span>
    </span>
  );
}
