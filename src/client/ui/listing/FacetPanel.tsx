import type { GetProductsQuery } from '../../../../generated/client/graphql';
import { sameFilterName, type ShopQuery } from '../../../shared/filter-query';
import { toggleBrand, toggleFilterValue } from '../../../shared/shop-query-edits';
import { FacetChoices } from '../FacetChoices';
import { useT } from './messages';

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
 * server merges them), each value with how many products it would show; long ones collapse and
 * get a search of their own (ui/FacetChoices.tsx).
 */
export function FacetPanel({ filters, brands, query, onChange }: Props) {
  const t = useT();
  const isChecked = (name: string, value: string) =>
    query.filters.some((selection) => sameFilterName(selection.name, name) && selection.values.includes(value));
  return (
    <div className="facets">
      {brands && brands.length > 0 && (
        <FacetChoices
          className="facet"
          legend={t('listing.brands')}
          choices={brands.map(({ brand, count }) => ({ key: brand.id, label: brand.name, count, checked: query.brands.includes(brand.id) }))}
          onToggle={(id) => onChange(toggleBrand(query, id))}
        />
      )}
      {filters.map(({ filter, values }) => (
        <FacetChoices
          key={filter.id}
          className="facet"
          legend={filter.name}
          choices={values.map(({ value, count }) => ({ key: value, label: value, count, checked: isChecked(filter.name, value) }))}
          onToggle={(value) => onChange(toggleFilterValue(query, filter.name, value))}
        />
      ))}
    </div>
  );
}
