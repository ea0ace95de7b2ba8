/**
 * A listing's facets: its brands and its filters' values, each counted with every selection but
 * its own applied, so a shopper sees what picking one more would give. One query each, asked only
 * when the request selects the facet.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { BrandRow, FilterRow } from './tables';
import { facetsByName, type ListingValue, type NameSelection } from './filter-facets';
import { pick } from './common';
import { whereAll } from './product-query';
import { sharedShape } from '../../lib/per-content';

/** The request language's value and folded value of a specification (alias s). */
const valueColumn = (lang: number) => sql.ref(lang === 1 ? 's.value_en' : 's.value_sr');
export const foldedColumn = (lang: number) => sql.ref(lang === 1 ? 's.folded_en' : 's.folded_sr');

/** SQL: the product's value of one of the filters (those of one name), folded, is one of the selected ones. */
export const filterMatches = (lang: number, filterIds: number[], values: string[]) =>
  sql`exists (select 1 from product_specifications s where s.product_id = p.id and s.filter_id = any(${filterIds}::int[])
    and ${foldedColumn(lang)} = any(${values}::text[]))`;

const collators = [0, 1].map((lang) => new Intl.Collator(lang === 1 ? 'en' : 'sr-Latn', { numeric: true, sensitivity: 'base' }));
const collatorOf = (lang: number) => collators[lang === 1 ? 1 : 0]!;

/** The listing's conditions, by what each facet leaves out. */
export interface FacetScope {
  /** Every selection but brands and filters (category, special, ids, group, search). */
  scoped: RawBuilder<unknown>[];
  brandIds: number[];
  brandCondition: RawBuilder<unknown> | null;
  selections: NameSelection[];
  filterConditions: RawBuilder<unknown>[];
}

/** Brands of the listing with every selection but the brands applied, the selected ones kept at 0; by name. */
export async function brandFacet(ctx: GraphQLContext, scope: FacetScope): Promise<{ brand: BrandRow; count: number; selected: boolean }[]> {
  const where = whereAll([...scope.scoped, ...scope.filterConditions]);
  const query = sql<{ brand_id: number; count: number }>`select p.brand_id, count(*) as count from products p
    where p.brand_id is not null and ${where} group by p.brand_id`;
  // Counted, named and ordered once for every visitor asking with the same brands chosen.
  return sharedShape(ctx, query, `brands ${ctx.lang} ${scope.brandIds.join(',')}`, async (rows) => {
    const counts = new Map(rows.map((row) => [Number(row.brand_id), Number(row.count)]));
    const records = await ctx.loaders.byId('brands').loadMany([...new Set([...counts.keys(), ...scope.brandIds])]);
    const collator = collatorOf(ctx.lang);
    return records
      .filter((brand): brand is BrandRow => brand != null && !(brand instanceof Error))
      .map((brand) => ({ brand, count: counts.get(brand.id) ?? 0, selected: scope.brandIds.includes(brand.id) }))
      .sort((a, b) => collator.compare(pick(a.brand.names, ctx.lang), pick(b.brand.names, ctx.lang)));
  }, (brands) => brands.length + 1);
}

/**
 * Filters of the listing, one per name, each value counted with every selection but its own name's
 * applied: for each selected name M, a product must match M unless the value counted is one of M's filters'.
 */
export async function filterFacet(ctx: GraphQLContext, scope: FacetScope, allFilters: FilterRow[]): Promise<{ filter: FilterRow; values: ListingValue[] }[]> {
  const { lang } = ctx;
  const ownFilterExempt = scope.selections.map(
    (selection, index) => sql`(s.filter_id = any(${selection.filterIds}::int[]) or ${scope.filterConditions[index]!})`,
  );
  const where = whereAll([...scope.scoped, ...(scope.brandCondition ? [scope.brandCondition] : []), ...ownFilterExempt]);
  const query = sql<{ filter_id: number; folded: string; value: string; count: number }>`
    select s.filter_id, ${foldedColumn(lang)} as folded, min(${valueColumn(lang)}) as value, count(*) as count
    from product_specifications s join products p on p.id = s.product_id
    where ${valueColumn(lang)} <> '' and ${where}
    group by 1, 2`;
  // The selected values as typed show in the facets; the filters are the content's, as the counts are.
  const typed = JSON.stringify(scope.selections.map((selection) => [selection.key, [...selection.values]]));
  return sharedShape(ctx, query, `filters ${lang} ${typed}`, (rows) => {
    const counts = rows.map((row) => ({ filter_id: Number(row.filter_id), folded: row.folded, value: row.value, count: Number(row.count) }));
    return facetsByName(allFilters, counts, scope.selections, lang);
  }, (facets) => facets.reduce((sum, facet) => sum + facet.values.length, 1));
}
