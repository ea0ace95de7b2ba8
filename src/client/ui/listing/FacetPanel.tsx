import type { GetProductsQuery } from '../../../../generated/client/graphql';
import { sameFilterName, type ShopQuery } from '../../../shared/catalog/filter-query';
import { toggleBrand, toggleFilterValue } from '../../../shared/catalog/shop-query-edits';
import { FacetChoices } from '../FacetChoices';
import { useT } from './messages';
import { useScriptText } from '../../lib/i18n/translator';

type Listing = GetProductsQuery['products'];

interface Props {
  filters: Listing['filters'];
  /** The products' options (Veličina / Size), offered and selected as filters are, by name. */
  optionFilters: Listing['option_filters'];
  /** Left out on a brand's own shop, where the brand is fixed. */
  brands: Listing['brands'] | null;
  query: ShopQuery;
  onChange: (query: ShopQuery) => void;
}

/**
 * The listing's facets: brands, the filters, one per name across the listing's groups (the server
 * merges them), and the products' options (sizes in stock), each value with how many products it
 * would show; long ones collapse and get a search of their own (ui/FacetChoices.tsx).
 */
export function FacetPanel({ filters, optionFilters, brands, query, onChange }: Props) {
  const t = useT();
  const say = useScriptText();
  const isChecked = (name: string, value: string) =>
    query.filters.some((selection) => sameFilterName(selection.name, name) && selection.values.includes(value));
  const named = [...filters.map(({ filter, values }) => ({ key: `filter-${filter.id}`, name: filter.name, values })), ...optionFilters.map(({ name, values }) => ({ key: `option-${name}`, name, values }))];
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
      {named.map(({ key, name, values }) => (
        <FacetChoices
          key={key}
          className="facet"
          legend={say(name)}
          choices={values.map(({ value, count, swatch }) => ({ key: value, label: say(value), count, checked: isChecked(name, value), swatch }))}
          onToggle={(value) => onChange(toggleFilterValue(query, name, value))}
        />
      ))}
    </div>
  );
}
