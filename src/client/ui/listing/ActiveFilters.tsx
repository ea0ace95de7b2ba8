import type { GetProductsQuery } from '../../../../generated/client/graphql';
import type { ShopQuery } from '../../../shared/catalog/filter-query';
import { formatMoney, formatPrice } from '../../../shared/catalog/price';
import { currencyOf } from '../../../shared/rules/money';
import { clearFilters, toggleBrand, toggleFilterValue, withPriceBounds } from '../../../shared/catalog/shop-query-edits';
import { useSession } from '../../lib/session/useSession';
import { FilterChips } from '../FilterChips';
import { useT } from './messages';
import { useScriptText } from '../../lib/i18n/translator';

interface Props {
  query: ShopQuery;
  /** The listing's brands, for the names of the chosen ones; null on a brand's own shop. */
  brands: GetProductsQuery['products']['brands'] | null;
  hrefFor: (query: ShopQuery) => string;
  /** Takes focus when the last chip goes. */
  onEmptied: () => void;
}

/** The listing's chosen brands, filter values and price bounds as chips above the products (ui/FilterChips.tsx). */
export function ActiveFilters({ query, brands, hrefFor, onEmptied }: Props) {
  const t = useT();
  const say = useScriptText();
  const { lang } = useSession();
  const price = priceLabel(query, (amount) => formatMoney(amount, currencyOf(lang)), t);
  const chips = [
    ...query.brands.map((id) => ({
      key: `brand-${id}`,
      label: `${t('listing.brands')}: ${brands?.find(({ brand }) => brand.id === id)?.brand.name ?? id}`,
      href: hrefFor(toggleBrand(query, id)),
    })),
    ...query.filters.flatMap(({ name, values }) =>
      values.map((value) => ({ key: `${name}-${value}`, label: say(`${name}: ${value}`), href: hrefFor(toggleFilterValue(query, name, value)) })),
    ),
    ...(price ? [{ key: 'price', label: `${t('listing.price')}: ${price}`, href: hrefFor(withPriceBounds(query, {})) }] : []),
  ];
  return <FilterChips chips={chips} clearHref={hrefFor(clearFilters(query))} onEmptied={onEmptied} />;
}

/** The price bounds as the chip says them: "1 000,00 – 5 000,00 RSD", "od 1 000,00 RSD", "do 5 000,00 RSD"; null without bounds. */
function priceLabel(query: ShopQuery, money: (amount: number) => string, t: ReturnType<typeof useT>): string | null {
  const { price_min: min, price_max: max } = query;
  if (min !== undefined && max !== undefined) return t('listing.price.between', { min: formatPrice(min), max: money(max) });
  if (min !== undefined) return t('listing.price.from', { min: money(min) });
  if (max !== undefined) return t('listing.price.to', { max: money(max) });
  return null;
}
