import { discountPercent, formatMoney } from '../../shared/price';

interface Props {
  price: number;
  /** The discounted price, when there is a discount. */
  discountPrice?: number | null;
  currency: string;
}

/** A price in the spec's format (1 234,50 RSD); with a discount, the old price struck through and the percent off. */
export function Price({ price, discountPrice, currency }: Props) {
  const discounted = discountPrice != null && discountPrice > 0 && discountPrice < price;
  if (!discounted) {
    return (
      <span className="price">
        {formatMoney(price, currency)}
      </span>
    );
  }
  return (
    <span className="price price-discounted">
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
