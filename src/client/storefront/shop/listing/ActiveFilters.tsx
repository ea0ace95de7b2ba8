import { Link } from '../../../lib/navigation';
import type { GetProductsQuery } from '../../../../../generated/client/graphql';
import type { ShopQuery } from '../../../../shared/filter-query';
import { formatMoney, formatPrice } from '../../../../shared/price';
import { currencyOf } from '../../../../shared/rules/money';
import { clearFilters, toggleBrand, toggleFilterValue, withPriceBounds } from '../../../../shared/shop-query-edits';
import { useSession } from '../../../lib/session/useSession';
import { useT } from '../messages';

interface Props {
  query: ShopQuery;
  /** The listing's brands, for the names of the chosen ones; null on a brand's own shop. */
  brands: GetProductsQuery['products']['brands'] | null;
  hrefFor: (query: ShopQuery) => string;
}

/**
 * What the listing is narrowed by, as chips above the products (on a phone too, where the panel is
 * closed): each one a link that takes its choice away, and one that clears them all. Links, so
 * they work before the app runs and Back brings a choice back.
 */
export function ActiveFilters({ query, brands, hrefFor }: Props) {
  const t = useT();
  const { lang } = useSession();
  const price = priceLabel(query, (amount) => formatMoney(amount, currencyOf(lang)), t);
  const chips = [
    ...query.brands.map((id) => ({
      key: `brand-${id}`,
      label: `${t('shop.brands')}: ${brands?.find(({ brand }) => brand.id === id)?.brand.name ?? id}`,
      href: hrefFor(toggleBrand(query, id)),
    })),
    ...query.filters.flatMap(({ name, values }) =>
      values.map((value) => ({ key: `${name}-${value}`, label: `${name}: ${value}`, href: hrefFor(toggleFilterValue(query, name, value)) })),
    ),
    ...(price ? [{ key: 'price', label: `${t('shop.price')}: ${price}`, href: hrefFor(withPriceBounds(query, {})) }] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <nav className="active-filters" aria-label={t('shop.activeFilters')}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} className="filter-chip" rel="nofollow" aria-label={t('shop.removeFilter', { filter: chip.label })}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={hrefFor(clearFilters(query))} className="filter-chips-clear" rel="nofollow">
        {t('shop.clearAll')}
      </Link>
    </nav>
  );
}

/** The price bounds as the chip says them: "1 000,00 – 5 000,00 RSD", "od 1 000,00 RSD", "do 5 000,00 RSD"; null without bounds. */
function priceLabel(query: ShopQuery, money: (amount: number) => string, t: ReturnType<typeof useT>): string | null {
  const { price_min: min, price_max: max } = query;
  if (min !== undefined && max !== undefined) return t('shop.price.between', { min: formatPrice(min), max: money(max) });
  if (min !== undefined) return t('shop.price.from', { min: money(min) });
  if (max !== undefined) return t('shop.price.to', { max: money(max) });
  return null;
}
