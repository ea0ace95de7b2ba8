/**
 * A listing's total and facets in one statement: the listing's products (every selection but brands,
 * filters and price bounds) are found once, each marked with which of those it meets, and the total,
 * brand counts, price range and filter value counts are read from them. Four statements each finding
 * the same products again cost four round trips and four times the reading (issue 22: truly cold, the
 * shop listing asked 9 statements and spent 11 ms of the database's time).
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { BrandRow, FilterRow } from './tables';
import { facetsByName, type ListingValue } from './filter-facets';
import type { FacetScope } from './listing-facets';
import { pick } from './common';
import { whereAll } from './product-query';
import { sharedShape } from '../../lib/per-content';

export interface SummaryParts {
  total: boolean;
  brands: boolean;
  filters: boolean;
  price: boolean;
}

export interface ListingSummary {
  total: number;
  brands: { brand: BrandRow; count: number; selected: boolean }[];
  filters: { filter: FilterRow; values: ListingValue[] }[];
  /** RSD, as the database holds it; null when no product has a price. */
  price: { min: number; max: number } | null;
}

/** One row of the statement: which part it answers, and that part's columns. */
interface SummaryRow {
  part: number;
  key: number | null;
  folded: string | null;
  value: string | null;
  count: number | string;
}

const TOTAL = 0;
const BRAND = 1;
const PRICE = 2;
const FILTER = 3;

const valueIn = (column: 'value' | 'folded', lang: number) => sql.ref(`s.${column}_${lang === 1 ? 'en' : 'sr'}`);

/** A branch's select list, named alike in every branch: whichever comes first names the columns. */
const columns = (part: number, key: RawBuilder<unknown>, folded: RawBuilder<unknown>, value: RawBuilder<unknown>, count: RawBuilder<unknown>) =>
  sql`select ${sql.lit(part)} as part, ${key} as key, ${folded} as folded, ${value} as value, ${count} as count`;

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
  const flags = [
    ...(scope.brandCondition ? [sql`${scope.brandCondition} as in_brands`] : []),
    ...(price ? [sql`${price} as in_price`] : []),
    ...scope.filterConditions.map((condition, index) => sql`${condition} as ${sql.ref(`in_filter_${index}`)}`),
  ];
  const inFilters = scope.filterConditions.map((_, index) => sql.ref(`in_filter_${index}`));
  // A selection the request does not make is no column at all: the planner then counts the rows right.
  const inBrands = scope.brandCondition ? [sql.ref('in_brands')] : [];
  const inPrice = price ? [sql.ref('in_price')] : [];
  const statements: RawBuilder<unknown>[] = [];
  if (parts.total) {
    statements.push(sql`${columns(TOTAL, sql`null::int`, sql`null::text`, sql`null::text`, sql`count(*)`)}
      from listed where ${whereAll([...inBrands, ...inPrice, ...inFilters])}`);
  }
  if (parts.brands) {
    statements.push(sql`${columns(BRAND, sql`brand_id`, sql`null`, sql`null`, sql`count(*)`)}
      from listed where ${whereAll([sql`brand_id is not null`, ...inPrice, ...inFilters])} group by brand_id`);
  }
  if (parts.price) {
    statements.push(sql`${columns(PRICE, sql`null`, sql`min(process_price)::text`, sql`max(process_price)::text`, sql`count(process_price)`)}
      from listed where ${whereAll([...inBrands, ...inFilters])}`);
  }
  if (parts.filters) {
    // A product counts for a value of a selected name's filter whatever it has of that name.
    const ownExempt = scope.selections.map((selection, index) => sql`(s.filter_id = any(${selection.filterIds}::int[]) or ${inFilters[index]!})`);
    statements.push(sql`${columns(FILTER, sql`s.filter_id`, valueIn('folded', lang), sql`min(${valueIn('value', lang)})`, sql`count(*)`)}
      from listed join product_specifications s on s.product_id = listed.id
      where ${whereAll([sql`${valueIn('value', lang)} <> ''`, ...inBrands, ...inPrice, ...ownExempt])}
      group by s.filter_id, ${valueIn('folded', lang)}`);
  }
  const query = sql<SummaryRow>`with listed as materialized (
      select ${sql.join([sql`p.id`, sql`p.brand_id`, sql`p.process_price`, ...flags])}
      from products p where ${whereAll(scope.scoped)}
    )
    ${sql.join(statements, sql` union all `)}`;
  const typed = JSON.stringify(scope.selections.map((selection) => [selection.key, [...selection.values]]));
  return sharedShape(ctx, query, `summary ${lang} ${scope.brandIds.join(',')} ${typed}`, (rows) => summarise(ctx, rows, scope, allFilters), (summary) =>
    summary.brands.length + summary.filters.reduce((sum, facet) => sum + facet.values.length, 1),
  );
}

async function summarise(ctx: GraphQLContext, rows: SummaryRow[], scope: FacetScope, allFilters: FilterRow[]): Promise<ListingSummary> {
  const { lang } = ctx;
  const byPart = (part: number) => rows.filter((row) => row.part === part);
  const priceRow = byPart(PRICE)[0];
  const brandCounts = new Map(byPart(BRAND).map((row) => [Number(row.key), Number(row.count)]));
  const records = brandCounts.size || scope.brandIds.length ? await ctx.loaders.byId('brands').loadMany([...new Set([...brandCounts.keys(), ...scope.brandIds])]) : [];
  const collator = collators[lang === 1 ? 1 : 0]!;
  const brands = records
    .filter((brand): brand is BrandRow => brand != null && !(brand instanceof Error))
    .map((brand) => ({ brand, count: brandCounts.get(brand.id) ?? 0, selected: scope.brandIds.includes(brand.id) }))
    .sort((a, b) => collator.compare(pick(a.brand.names, lang), pick(b.brand.names, lang)));
  const counts = byPart(FILTER).map((row) => ({ filter_id: Number(row.key), folded: row.folded ?? '', value: row.value ?? '', count: Number(row.count) }));
  return {
    total: Number(byPart(TOTAL)[0]?.count ?? 0),
    brands,
    filters: facetsByName(allFilters, counts, scope.selections, lang),
    price: priceRow?.folded == null || priceRow.value == null ? null : { min: Number(priceRow.folded), max: Number(priceRow.value) },
  };
}

