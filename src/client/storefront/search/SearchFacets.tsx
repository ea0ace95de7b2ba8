import { useNavigate } from '../../lib/navigation';
import type { SearchQuery } from '../../../../generated/client/graphql';
import { rememberPlace, useKeepPlace } from '../../lib/keep-place';
import { FacetChoices, type FacetChoice } from '../../ui/FacetChoices';
import { FilterChips } from '../../ui/FilterChips';
import { FilterPanel } from '../../ui/FilterPanel';
import { useT } from './messages';
import { toggled, type SearchState } from './search-query';

type Results = SearchQuery['search'];

interface Props {
  results: Results;
  /** The address of the same search with these changes (a new choice starts on page 1). */
  hrefFor: (next: Partial<Omit<SearchState, 'text'>>) => string;
}

/** The products' heading takes focus when the last chip goes (SearchResults' products group). */
function focusProducts() {
  const heading = document.getElementById('search-products-title');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * The brands and categories of every product found, with how many each has, to narrow the results
 * by, as the shop's listings have them: long lists collapse and get a search of their own, a
 * phone's panel closes with "Prikaži N proizvoda", the choices show as chips above the products,
 * and a choice leaves the page where it is.
 */
export function SearchFacets({ results, hrefFor }: Props) {
  const t = useT();
  const navigate = useNavigate();
  useKeepPlace(true, results);
  const brands = results.brand_facets.map(({ brand, count, selected }) => ({ key: brand.id, label: brand.name, count, checked: selected }));
  const categories = results.category_facets.map(({ category, count, selected }) => ({ key: category.id, label: category.name, count, checked: selected }));
  const chosen = (choices: FacetChoice[]) => choices.filter((choice) => choice.checked).map((choice) => choice.key);
  const go = (next: Partial<Omit<SearchState, 'text'>>) => {
    rememberPlace();
    navigate(hrefFor(next), { keepScroll: true });
  };
  if (brands.length + categories.length === 0) return null;
  const chips = [
    ...categories
      .filter((choice) => choice.checked)
      .map((choice) => ({ key: `category-${choice.key}`, label: `${t('search.categories')}: ${choice.label}`, href: hrefFor({ categories: toggled(chosen(categories), choice.key) }) })),
    ...brands
      .filter((choice) => choice.checked)
      .map((choice) => ({ key: `brand-${choice.key}`, label: `${t('search.brands')}: ${choice.label}`, href: hrefFor({ brands: toggled(chosen(brands), choice.key) }) })),
  ];
  return (
    <>
      <FilterPanel total={results.products_total} className="search-facets" label={t('search.narrow')}>
        {categories.length > 0 && (
          <FacetChoices className="search-facet" legend={t('search.categories')} choices={categories} onToggle={(id) => go({ categories: toggled(chosen(categories), id) })} />
        )}
        {brands.length > 0 && <FacetChoices className="search-facet" legend={t('search.brands')} choices={brands} onToggle={(id) => go({ brands: toggled(chosen(brands), id) })} />}
      </FilterPanel>
      <FilterChips chips={chips} clearHref={hrefFor({ brands: [], categories: [] })} onEmptied={focusProducts} />
    </>
  );
}
