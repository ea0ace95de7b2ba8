/**
 * The storefront's product listing (Query.products): shop, brand shop, special listings, a group's
 * shop template, the wishlist and search results, with faceted filter and brand counts. A handful
 * of queries whatever the page size: the count, the page, the brands facet and the filters facet.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../context';
import type { BrandRow, CategoryRow, FilterRow, ProductRow } from '../db/tables/catalog';
import { foldText, idOrUndefined, numericIds, pick, visibleSql } from './common';
import { assertSortAllowed, productPage, searchMatches, whereAll, type ProductSort } from './product-query';
import { categoryTree, resolvePath } from './tree';

export type SpecialListing = 'ACTION' | 'NEW' | 'POPULAR' | 'CAMPAIGN';

export interface ListingArgs {
  category_path?: readonly string[] | null;
  brands?: readonly string[] | null;
  filters?: readonly { filter_id: string; values: readonly string[] }[] | null;
  search?: string | null;
  special?: SpecialListing | null;
  campaign?: string | null;
  group_id?: string | null;
  ids?: readonly string[] | null;
  sort?: ProductSort | null;
  page?: number | null;
  first?: number | null;
}

export interface ListingValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface ListingResult {
  data: ProductRow[];
  paginatorInfo: { currentPage: number; lastPage: number; count: number; total: number };
  category: CategoryRow | null;
  breadcrumbs: CategoryRow[];
  filters: { filter: FilterRow; values: ListingValue[] }[];
  brands: { brand: BrandRow; count: number; selected: boolean }[];
}

/** The request language's value and folded value of a specification (alias s). */
const valueColumn = (lang: number) => sql.ref(lang === 1 ? 's.value_en' : 's.value_sr');
const foldedColumn = (lang: number) => sql.ref(lang === 1 ? 's.folded_en' : 's.folded_sr');

/** SQL: the product's value of a filter, folded, is one of the selected ones. */
const filterMatches = (lang: number, filterId: number, values: string[]) =>
  sql`exists (select 1 from product_specifications s where s.product_id = p.id and s.filter_id = ${filterId}
    and ${foldedColumn(lang)} = any(${values}::text[]))`;

export async function productListing(ctx: GraphQLContext, args: ListingArgs): Promise<ListingResult> {
  const { lang } = ctx;
  assertSortAllowed(ctx, args.sort);
  const tree = await categoryTree(ctx);
  const path = (args.category_path ?? []).filter((segment) => segment.trim() !== '');
  const breadcrumbs = path.length ? resolvePath(tree, path, lang) : [];
  const category = breadcrumbs?.at(-1) ?? null;
  const first = args.first ?? 24;
  const empty = (): ListingResult => ({
    data: [],
    paginatorInfo: { currentPage: Math.max(1, args.page ?? 1), lastPage: 1, count: 0, total: 0 },
    category,
    breadcrumbs: breadcrumbs ?? [],
    filters: [],
    brands: [],
  });
  if (breadcrumbs === null) return empty();

  // Every selection except brands and filters: the listing the facets count within.
  const scoped: RawBuilder<unknown>[] = [visibleSql('p') as RawBuilder<unknown>];
  if (category) {
    scoped.push(sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = any(${tree.subtree(category.id)}::int[]))`);
  }
  const ids = args.ids ? numericIds(args.ids) : undefined;
  if (ids) scoped.push(sql`p.id = any(${ids}::int[])`);
  if (args.group_id != null) {
    const groupId = idOrUndefined(args.group_id);
    scoped.push(groupId === undefined ? sql`false` : sql`p.group_id = ${groupId}`);
  }
  switch (args.special) {
    case 'ACTION':
      scoped.push(sql`p.discount_price is not null and p.discount_price < p.price`);
      break;
    case 'NEW':
      scoped.push(sql`p.new`);
      break;
    case 'POPULAR':
      scoped.push(sql`p.popular`);
      break;
    case 'CAMPAIGN': {
      const code = args.campaign?.trim();
      const campaign = code
        ? await ctx.db.selectFrom('group_campaigns').select('group_id').where(sql<boolean>`lower(code) = lower(${code})`).executeTakeFirst()
        : undefined;
      scoped.push(campaign ? sql`p.group_id = ${campaign.group_id}` : sql`false`);
      break;
    }
    default:
      break;
  }
  const search = args.search?.trim();
  if (search) scoped.push(searchMatches(lang, search));

  const brandIds = numericIds(args.brands);
  const brandCondition = brandIds.length ? sql`p.brand_id = any(${brandIds}::int[])` : null;
  const selections = new Map<number, Set<string>>();
  for (const selection of args.filters ?? []) {
    const filterId = idOrUndefined(selection.filter_id);
    const values = selection.values.map((value) => foldText(value.trim())).filter(Boolean);
    if (filterId === undefined || !values.length) continue;
    const existing = selections.get(filterId) ?? new Set<string>();
    values.forEach((value) => existing.add(value));
    selections.set(filterId, existing);
  }
  const filterConditions = (exceptFilterId?: number) =>
    [...selections].filter(([filterId]) => filterId !== exceptFilterId).map(([filterId, values]) => filterMatches(lang, filterId, [...values]));

  const matching = [...scoped, ...(brandCondition ? [brandCondition] : []), ...filterConditions()];
  const facetsWithoutBrands = whereAll([...scoped, ...filterConditions()]);
  // A value of filter F counts with every selection but F's own: for each selected filter G, a
  // product must match G unless the value counted is G's.
  const ownFilterExempt = [...selections].map(
    ([filterId, values]) => sql`(s.filter_id = ${filterId} or ${filterMatches(lang, filterId, [...values])})`,
  );
  const facetsForValues = whereAll([...scoped, ...(brandCondition ? [brandCondition] : []), ...ownFilterExempt]);

  const [page, brandRows, valueRows] = await Promise.all([
    productPage(ctx, matching, { sort: args.sort, search, ids, page: args.page, first, maxFirst: 200 }),
    sql<{ brand_id: number; count: number }>`select p.brand_id, count(*) as count from products p
      where p.brand_id is not null and ${facetsWithoutBrands} group by p.brand_id`.execute(ctx.db),
    sql<{ filter_id: number; folded: string; value: string; count: number }>`
      select s.filter_id, ${foldedColumn(lang)} as folded, min(${valueColumn(lang)}) as value, count(*) as count
      from product_specifications s join products p on p.id = s.product_id
      where ${valueColumn(lang)} <> '' and ${facetsForValues}
      group by 1, 2`.execute(ctx.db),
  ]);

  const collator = new Intl.Collator(lang === 1 ? 'en' : 'sr-Latn', { numeric: true, sensitivity: 'base' });

  // Brands: counted with every selection but the brands applied.
  const brandCounts = new Map(brandRows.rows.map((row) => [Number(row.brand_id), Number(row.count)]));
  const brandRecords = await ctx.loaders.byId('brands').loadMany([...new Set([...brandCounts.keys(), ...brandIds])]);
  const brands = brandRecords
    .filter((brand): brand is BrandRow => brand != null && !(brand instanceof Error))
    .map((brand) => ({ brand, count: brandCounts.get(brand.id) ?? 0, selected: brandIds.includes(brand.id) }))
    .sort((a, b) => collator.compare(pick(a.brand.names, lang), pick(b.brand.names, lang)));

  // Filters: each counted with every selection but its own applied.
  const valuesByFilter = new Map<number, Map<string, ListingValue>>();
  for (const row of valueRows.rows) {
    const filterId = Number(row.filter_id);
    const values = valuesByFilter.get(filterId) ?? new Map<string, ListingValue>();
    values.set(row.folded, { value: row.value, count: Number(row.count), selected: selections.get(filterId)?.has(row.folded) ?? false });
    valuesByFilter.set(filterId, values);
  }
  // A selected value keeps its place (count 0) so the shopper can clear it.
  for (const selection of args.filters ?? []) {
    const filterId = idOrUndefined(selection.filter_id);
    if (filterId === undefined) continue;
    const values = valuesByFilter.get(filterId) ?? new Map<string, ListingValue>();
    for (const value of selection.values) {
      const key = foldText(value.trim());
      if (key && !values.has(key)) values.set(key, { value: value.trim(), count: 0, selected: true });
    }
    if (values.size) valuesByFilter.set(filterId, values);
  }
  const filterIds = [...valuesByFilter.keys()];
  const filterRows = filterIds.length
    ? await ctx.db
        .selectFrom('filters as f')
        .innerJoin('groups as g', 'g.id', 'f.group_id')
        .selectAll('f')
        .where('f.id', 'in', filterIds)
        .orderBy('g.position')
        .orderBy('f.position')
        .orderBy('f.id')
        .execute()
    : [];
  const filters = filterRows.map((filter) => ({
    filter,
    values: [...valuesByFilter.get(filter.id)!.values()].sort((a, b) => collator.compare(a.value, b.value)),
  }));

  return {
    data: page.rows,
    paginatorInfo: page.paginatorInfo,
    category,
    breadcrumbs,
    filters,
    brands,
  };
}
