/**
 * What a listing's facets are counted within: its brands and its filters' values, each counted with
 * every selection but its own applied, so a shopper sees what picking one more would give
 * (listing-summary.ts counts them).
 */
import { sql, type RawBuilder } from 'kysely';
import type { NameSelection } from './filter-facets';
import type { IndexedQuery } from './listing-index/count-listing';
import type { IndexedShop } from './listing-index/listing-index';

/** The request language's folded value of a specification (alias s). */
const foldedColumn = (lang: number) => sql.ref(lang === 1 ? 's.folded_en' : 's.folded_sr');

/** SQL: the product's value of one of the filters (those of one name), folded, is one of the selected ones. */
export const filterMatches = (lang: number, filterIds: number[], values: string[]) =>
  sql`exists (select 1 from product_specifications s where s.product_id = p.id and s.filter_id = any(${filterIds}::int[])
    and ${foldedColumn(lang)} = any(${values}::text[]))`;

/** The listing's conditions, by what each facet leaves out. */
export interface FacetScope {
  /** Every selection but brands, filters and price bounds (category, special, ids, group, search). */
  scoped: RawBuilder<unknown>[];
  brandIds: number[];
  brandCondition: RawBuilder<unknown> | null;
  selections: NameSelection[];
  filterConditions: RawBuilder<unknown>[];
  /**
   * When `scoped` is only the shown products of the shop or of a category's subtree: the scope whose
   * facets migration 084 keeps counted (0 or the category's id) and the subtree's categories.
   */
  counted: { scope: number; categories: number[] | null } | null;
  /** The same selection for the listing index, which then counts the facets (listing-index/); null where SQL does. */
  indexed?: { shop: IndexedShop; query: IndexedQuery } | null;
}
