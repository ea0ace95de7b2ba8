import { Link } from '../../../lib/navigation';
import type { GetProductsQuery } from '../../../../../generated/client/graphql';
import type { ShopQuery } from '../../../../shared/filter-query';
import { clearFilters, toggleBrand, toggleFilterValue } from '../../../../shared/shop-query-edits';
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
  const chips = [
    ...query.brands.map((id) => ({
      key: `brand-${id}`,
      label: `${t('shop.brands')}: ${brands?.find(({ brand }) => brand.id === id)?.brand.name ?? id}`,
      href: hrefFor(toggleBrand(query, id)),
    })),
    ...query.filters.flatMap(({ name, values }) =>
      values.map((value) => ({ key: `${name}-${value}`, label: `${name}: ${value}`, href: hrefFor(toggleFilterValue(query, name, value)) })),
    ),
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
