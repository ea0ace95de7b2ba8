import { useNavigate } from '../../lib/navigation';
import type { SearchQuery } from '../../../../generated/client/graphql';
import { useT } from './messages';
import { toggled, type SearchState } from './search-query';

type Results = SearchQuery['search'];

interface Props {
  results: Results;
  /** The address of the same search with these changes (a new choice starts on page 1). */
  hrefFor: (next: Partial<Omit<SearchState, 'text'>>) => string;
}

interface Choice {
  id: string;
  name: string;
  count: number;
  selected: boolean;
}

/** One list of choices: ticking one narrows the results to it (with the others ticked, any of them). */
function FacetGroup({ id, title, choices, onToggle }: { id: string; title: string; choices: Choice[]; onToggle: (id: string) => void }) {
  if (choices.length === 0) return null;
  return (
    <fieldset className={`search-facet search-facet-${id}`}>
      <legend>{title}</legend>
      <ul>
        {choices.map((choice) => (
          <li key={choice.id}>
            <label>
              <input type="checkbox" checked={choice.selected} onChange={() => onToggle(choice.id)} /> {choice.name}{' '}
              <span className="search-count">({choice.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The brands and categories of every product found, with how many each has, to narrow the results by. */
export function SearchFacets({ results, hrefFor }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const brands = results.brand_facets.map(({ brand, count, selected }) => ({ id: brand.id, name: brand.name, count, selected }));
  const categories = results.category_facets.map(({ category, count, selected }) => ({ id: category.id, name: category.name, count, selected }));
  const chosen = (choices: Choice[]) => choices.filter((choice) => choice.selected).map((choice) => choice.id);
  if (brands.length + categories.length === 0) return null;
  return (
    <aside className="search-facets" aria-label={t('search.narrow')}>
      <FacetGroup id="categories" title={t('search.categories')} choices={categories} onToggle={(id) => navigate(hrefFor({ categories: toggled(chosen(categories), id) }))} />
      <FacetGroup id="brands" title={t('search.brands')} choices={brands} onToggle={(id) => navigate(hrefFor({ brands: toggled(chosen(brands), id) }))} />
    </aside>
  );
}
