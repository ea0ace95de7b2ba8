import { useEffect, useRef, type MouseEvent } from 'react';
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
  /** Takes focus when the last chip goes (the chip the shopper used is gone, and so is every other). */
  onEmptied: () => void;
}

/**
 * What the listing is narrowed by, as chips above the products (on a phone too, where the panel is
 * closed): each one a link that takes its choice away, and one that clears them all. Links, so
 * they work before the app runs and Back brings a choice back; once it runs they leave the page
 * where it is, as a filter's box does.
 */
export function ActiveFilters({ query, brands, hrefFor, onEmptied }: Props) {
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
  // The chip used is gone once the address changes: focus goes to the one now in its place, or the last.
  const list = useRef<HTMLUListElement>(null);
  const used = useRef<number | null>(null);
  const chipKeys = chips.map((chip) => chip.key).join('\n');
  useEffect(() => {
    const at = used.current;
    if (at === null) return;
    used.current = null;
    const links = list.current?.querySelectorAll('a');
    if (links && links.length > 0) links[Math.min(at, links.length - 1)]!.focus({ preventScroll: true });
    else onEmptied();
    // Only a change of the chips moves focus; onEmptied is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chipKeys]);
  const using = (at: number) => (event: MouseEvent) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) used.current = at;
  };

  if (chips.length === 0) return null;
  return (
    <nav className="active-filters" aria-label={t('shop.activeFilters')}>
      <ul ref={list}>
        {chips.map((chip, at) => (
          <li key={chip.key}>
            <Link to={chip.href} keepScroll onClick={using(at)} className="filter-chip" rel="nofollow" aria-label={t('shop.removeFilter', { filter: chip.label })}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={hrefFor(clearFilters(query))} keepScroll onClick={using(Infinity)} className="filter-chips-clear" rel="nofollow">
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
