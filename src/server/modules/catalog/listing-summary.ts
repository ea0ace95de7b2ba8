/**
 * A listing's total and facets in one statement of two parts. The listing's products (every selection
 * but brands, filters and price bounds), each marked with which of those it meets, grouped by brand:
 * per brand its facet count, its share of the total and its lowest and highest price, read in the
 * order of products_visible_cover in one pass. Then the filters' values of the listing's products, and
 * their options' values (listing-option-facets.ts).
 * Before, five statements found the same products again (issue 22: truly cold, the shop listing
 * asked 9 statements; a category's price facet read the wide rows).
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { BrandRow, FilterRow } from './tables';
import { facetsByName, type ListingValue } from './filter-facets';
import type { FacetScope } from './listing-facets';
import { OPTION, optionFacetPart, optionFacets, type OptionFacet } from './listing-option-facets';
import { pick } from './common';
import { whereAll } from './product-query';
import { sharedShape } from '../../lib/per-content';
import { explicitTables, withExplicitTables } from '../../cache/dependencies';
import { joinedBrandColumns, splitRow } from './row-columns';
import { countListing } from './listing-index/count-listing';
import { recordOptionReads } from './listing-index/indexed-listing';

export interface SummaryParts {
  total: boolean;
  brands: boolean;
  filters: boolean;
  price: boolean;
  /** The option facets (listing-option-facets.ts). */
  options: boolean;
}

export interface ListingSummary {
  total: number;
  brands: { brand: BrandRow; count: number; selected: boolean }[];
  /** The filters' facets, before an option of the same name adds its values (mergeSameNamed). */
  filters: { filter: FilterRow; values: ListingValue[] }[];
  options: OptionFacet[];
  /** RSD, as the database holds it; null when no product has a price. */
  price: { min: number; max: number } | null;
}

/** One row of the statement: a brand's group (key: the brand, or null), a filter's value (key: the filter) or an option's value (OptionValueRow). */
interface SummaryRow {
  part: number;
  key: number | null;
  /** A brand: its lowest price (text, RSD); a filter: the folded value; an option: see OptionValueRow. */
  low: string | null;
  /** A brand: its highest price; a filter: the value as written (the first); an option: see OptionValueRow. */
  high: string | null;
  /** A brand: its facet count; a filter's or option's value: its count. */
  count: number | string;
  /** A brand: how many of its products the listing holds. */
  listed: number | string | null;
}

const BRAND = 1;
const FILTER = 2;
/** The price facet's bounds alone (a counted listing's brands carry none). */
const PRICE = 3;

const valueIn = (column: 'value' | 'folded', lang: number) => sql.ref(`s.${column}_${lang === 1 ? 'en' : 'sr'}`);
const all = (conditions: RawBuilder<unknown>[]) => (conditions.length ? sql`(${whereAll(conditions)})` : sql`true`);

const collators = [0, 1].map((lang) => new Intl.Collator(lang === 1 ? 'en' : 'sr-Latn', { numeric: true, sensitivity: 'base' }));

/**
 * The listing's summary: `scope.scoped` must not hold the price bounds, given apart as `price` (the
 * price facet shows what the other selections could reach). Each facet counts with every selection
 * but its own: brands without the brands, a filter's values without that filter's name.
 */
export function listingSummary(
  ctx: GraphQLContext,
  scope: FacetScope,
  price: RawBuilder<unknown> | null,
  allFilters: FilterRow[],
  parts: SummaryParts,
): Promise<ListingSummary> {
  const { lang } = ctx;
  if (scope.indexed) return indexedSummary(ctx, scope, scope.indexed, allFilters, parts);
  const counted = scope.brandCondition || price || scope.filterConditions.length ? null : scope.counted;
  // With no selection, the counts migration 084 keeps (listing_counted_facets).
  // The option facets when asked (a kept listing asks them apart: shared-listing.ts); only products sold in options are read.
  const options = parts.options ? [optionFacetPart(lang, scope, price)] : [];
  const countedAsked = parts.total || parts.brands || parts.filters || parts.price;
  const summaryParts = counted
    ? sql.join([...(countedAsked ? [sql`select * from listing_counted_facets(${counted.scope}, ${lang}, ${counted.categories}::int[])`] : []), ...options], sql` union all `)
    : sql`${sql.join([...computedParts(lang, scope, price, parts), ...options], sql` union all `)}`;
  // Each brand's row beside its group, for the facet's names: one statement fewer when nothing is kept.
  const query = sql<SummaryRow>`select s.*, ${joinedBrandColumns('b')} from (${summaryParts}) s left join brands b on s.part = ${sql.lit(BRAND)} and b.id = s.key`;
  const typed = JSON.stringify(scope.selections.map((selection) => [selection.key, [...selection.values]]));
  const began = ctx.loaders.began();
  // The brands' rows are tagged by the loader the facet then asks, as when it read them itself.
  return withExplicitTables(new Set([...(explicitTables() ?? []), 'brands']), [], () =>
    sharedShape(ctx, query, `summary ${lang} ${scope.brandIds.join(',')} ${typed}`, (rows) => summarise(ctx, knowBrands(ctx, rows, began), scope, allFilters), (summary) =>
      summary.brands.length + [...summary.filters, ...summary.options].reduce((sum, facet) => sum + facet.values.length, 1),
    ),
  );
}

/** The summary counted by the listing index: the same rows, summarised the same way. */
function indexedSummary(ctx: GraphQLContext, scope: FacetScope, indexed: NonNullable<FacetScope['indexed']>, allFilters: FilterRow[], parts: SummaryParts): Promise<ListingSummary> {
  if (parts.options || indexed.query.selections.some((selection) => selection.option)) recordOptionReads();
  const { rows } = countListing(indexed.shop, indexed.query, parts);
  return summarise(ctx, rows, scope, allFilters);
}

/** The summary's rows without the brands read beside them, which go where the brands' loader would have put them. */
function knowBrands(ctx: GraphQLContext, rows: SummaryRow[], began: number | null): SummaryRow[] {
  return rows.map((row) => {
    const { own, joined } = splitRow<SummaryRow>(row as unknown as Record<string, unknown>);
    const brand = joined.get('brand') as BrandRow | null | undefined;
    if (brand) ctx.loaders.known('brands', [brand], began);
    return own;
  });
}

/** The summary computed from the listing's products, each marked with the selections it meets. */
function computedParts(lang: number, scope: FacetScope, price: RawBuilder<unknown> | null, parts: SummaryParts): RawBuilder<unknown>[] {
  const inFilters = scope.filterConditions.map((_, index) => sql.ref(`in_filter_${index}`));
  // A selection the request does not make is no column at all: nothing to compute per product.
  const inBrands = scope.brandCondition ? [sql.ref('in_brands')] : [];
  const inPrice = price ? [sql.ref('in_price')] : [];
  const flags = [
    ...(scope.brandCondition ? [sql`${scope.brandCondition} as in_brands`] : []),
    ...(price ? [sql`${price} as in_price`] : []),
    ...scope.filterConditions.map((condition, index) => sql`${condition} as ${sql.ref(`in_filter_${index}`)}`),
  ];
  const statements: RawBuilder<unknown>[] = [];
  if (parts.total || parts.brands || parts.price) {
    // offset 0 keeps the subquery whole, so each product's flags are worked out once, not per aggregate.
    statements.push(sql`select ${sql.lit(BRAND)} as part, brand_id as key,
        min(process_price) filter (where ${all([...inBrands, ...inFilters])})::text as low,
        max(process_price) filter (where ${all([...inBrands, ...inFilters])})::text as high,
        count(*) filter (where ${all([...inPrice, ...inFilters])}) as count,
        count(*) filter (where ${all([...inBrands, ...inPrice, ...inFilters])}) as listed
      from (select ${sql.join([sql`p.brand_id`, sql`p.process_price`, ...flags])} from products p where ${whereAll(scope.scoped)} offset 0) listing
      group by brand_id`);
  }
  if (parts.filters) {
    // A product counts for a value of a selected name's filter whatever it has of that name.
    const ownExempt = scope.selections.map((selection, index) => sql`(s.filter_id = any(${selection.filterIds}::int[]) or ${scope.filterConditions[index]!})`);
    const where = [...scope.scoped, ...(scope.brandCondition ? [scope.brandCondition] : []), ...(price ? [price] : []), ...ownExempt];
    statements.push(sql`select ${sql.lit(FILTER)} as part, s.filter_id as key, ${valueIn('folded', lang)} as low, min(${valueIn('value', lang)}) as high,
        count(*) as count, null::bigint as listed
      from product_specifications s join products p on p.id = s.product_id
      where ${whereAll([sql`${valueIn('value', lang)} <> ''`, ...where])}
      group by s.filter_id, ${valueIn('folded', lang)}`);
  }
  return statements;
}

async function summarise(ctx: GraphQLContext, rows: SummaryRow[], scope: FacetScope, allFilters: FilterRow[]): Promise<ListingSummary> {
  const { lang } = ctx;
  const groups = rows.filter((row) => row.part === BRAND);
  // A brand none of whose products the other selections leave is not offered, as before.
  const brandCounts = new Map(groups.filter((row) => row.key != null && Number(row.count) > 0).map((row) => [Number(row.key), Number(row.count)]));
  const records = brandCounts.size || scope.brandIds.length ? await ctx.loaders.byId('brands').loadMany([...new Set([...brandCounts.keys(), ...scope.brandIds])]) : [];
  const collator = collators[lang === 1 ? 1 : 0]!;
  const brands = records
    .filter((brand): brand is BrandRow => brand != null && !(brand instanceof Error))
    .map((brand) => ({ brand, count: brandCounts.get(brand.id) ?? 0, selected: scope.brandIds.includes(brand.id) }))
    .sort((a, b) => collator.compare(pick(a.brand.names, lang), pick(b.brand.names, lang)));
  const bounds = rows.filter((row) => row.part === BRAND || row.part === PRICE);
  const lows = bounds.filter((row) => row.low != null).map((row) => Number(row.low));
  const highs = bounds.filter((row) => row.high != null).map((row) => Number(row.high));
  const counts = rows
    .filter((row) => row.part === FILTER)
    .map((row) => ({ filter_id: Number(row.key), folded: row.low ?? '', value: row.high ?? '', count: Number(row.count) }));
  // Not merged yet (merged-facets.ts): a kept listing keeps its option facets apart (shared-listing.ts).
  const filters = facetsByName(allFilters, counts, scope.selections, lang);
  const options = optionFacets(rows.filter((row) => row.part === OPTION), scope.selections, lang);
  return {
    total: groups.reduce((sum, row) => sum + Number(row.listed ?? 0), 0),
    brands,
    filters,
    options,
    price: lows.length && highs.length ? { min: Math.min(...lows), max: Math.max(...highs) } : null,
  };
}
