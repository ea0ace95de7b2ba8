import type { GetProductsQuery } from '../../../../../generated/client/graphql';
import { sameFilterName, type ShopQuery } from '../../../../shared/filter-query';
import { toggleBrand, toggleFilterValue } from '../../../../shared/shop-query-edits';
import { useT } from '../messages';

type Listing = GetProductsQuery['products'];

interface Props {
  filters: Listing['filters'];
  /** Left out on a brand's own shop, where the brand is fixed. */
  brands: Listing['brands'] | null;
  query: ShopQuery;
  onChange: (query: ShopQuery) => void;
}

/**
 * The listing's facets: brands and the filters, one per name across the listing's groups (the
 * server merges them), each value with how many products it would show.
 */
export function FacetPanel({ filters, brands, query, onChange }: Props) {
  const t = useT();
  const isChecked = (name: string, value: string) =>
    query.filters.some((selection) => sameFilterName(selection.name, name) && selection.values.includes(value));
  return (
    <div className="facets">
      {brands && brands.length > 0 && (
        <fieldset className="facet">
          <legend>{t('shop.brands')}</legend>
          {brands.map(({ brand, count }) => {
            const checked = query.brands.includes(brand.id);
            return (
              <label key={brand.id} className="facet-option">
                <input type="checkbox" checked={checked} disabled={!checked && count === 0} onChange={() => onChange(toggleBrand(query, brand.id))} />
                {brand.name} <span className="facet-count">({count})</span>
              </label>
            );
          })}
        </fieldset>
      )}
      {filters.map(({ filter, values }) => (
        <fieldset key={filter.id} className="facet">
          <legend>{filter.name}</legend>
          {values.map(({ value, count }) => {
            const checked = isChecked(filter.name, value);
            return (
              <label key={value} className="facet-option">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && count === 0}
                  onChange={() => onChange(toggleFilterValue(query, filter.name, value))}
                />
                {value} <span className="facet-count">({count})</span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
