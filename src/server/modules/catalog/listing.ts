/**
 * The storefront's product listing (Query.products): shop, brand shop, special listings, a group's
 * shop template, the wishlist and search results, with faceted filter and brand counts. A handful
 * of queries whatever the page size: the count, the page, the brands facet and the filters facet.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { BrandRow, CategoryRow, FilterRow, ProductRow } from './tables';
import { facetsByName, selectionsByName, type FilterSelectionArg, type ListingValue } from './filter-facets';
import { idOrUndefined, numericIds, pick, visibleSql } from './common';
import { assertSortAllowed, productPage, whereAll, type ProductSort } from './product-query';
import { productMatches } from './search/match';
import { planSearch } from './search/plan';
import { categoryTree, resolvePath } from './tree';

export type SpecialListing = 'ACTION' | 'NEW' | 'POPULAR' | 'CAMPAIGN';

export interface ListingArgs {
  category_path?: readonly string[] | null;
  brands?: readonly string[] | null;
  filters?: readonly FilterSelectionArg[] | null;
  search?: string | null;
  special?: SpecialListing | null;
  campaign?: string | null;
  group_id?: string | null;
  ids?: readonly string[] | null;
  sort?: ProductSort | null;
  page?: number | null;
  first?: number | null;
}

export type { ListingValue };

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

/** SQL: the product's value of one of the filters (those of one name), folded, is one of the selected ones. */
const filterMatches = (lang: number, filterIds: number[], values: string[]) =>
  sql`exists (select 1 from product_specifications s where s.product_id = p.id and s.filter_id = any(${filterIds}::int[])
    and ${foldedColumn(lang)} = any(${values}::text[]))`;

export async function productListing(ctx: GraphQLContext, args: ListingArgs): Promise<ListingResult> {
  const { lang } = ctx;
  assertSortAllowed(ctx, args.sort);
  const [tree, allFilters] = await Promise.all([
    categoryTree(ctx),
    ctx.db
      .selectFrom('filters as f')
      .innerJoin('groups as g', 'g.id', 'f.group_id')
      .selectAll('f')
      .orderBy('g.position')
      .orderBy('f.position')
      .orderBy('f.id')
      .execute(),
  ]);
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
  // The search screen's own search: its words in any order, typos and synonyms, ranked (catalog/search).
  const search = args.search?.trim();
  const plan = search ? await planSearch(ctx.db, lang, search) : null;
  const searched = plan ? [productMatches(plan)] : [];

  const brandIds = numericIds(args.brands);
  const brandCondition = brandIds.length ? sql`p.brand_id = any(${brandIds}::int[])` : null;
  // Selections by filter name: one name is a filter in each group that has it.
  const selections = selectionsByName(allFilters, args.filters, lang);
  const filterConditions = selections.map((selection) => filterMatches(lang, selection.filterIds, [...selection.values.keys()]));

  const matching = [...scoped, ...(brandCondition ? [brandCondition] : []), ...filterConditions];
  const facetsWithoutBrands = whereAll([...scoped, ...searched, ...filterConditions]);
  // A value of name N counts with every selection but N's own: for each selected name M, a
  // product must match M unless the value counted is one of M's filters'.
  const ownFilterExempt = selections.map(
    (selection, index) => sql`(s.filter_id = any(${selection.filterIds}::int[]) or ${filterConditions[index]!})`,
  );
  const facetsForValues = whereAll([...scoped, ...searched, ...(brandCondition ? [brandCondition] : []), ...ownFilterExempt]);

  const [page, brandRows, valueRows] = await Promise.all([
    productPage(ctx, matching, { sort: args.sort, plan, ids, page: args.page, first, maxFirst: 200 }),
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

  // Filters: one per name, each counted with every selection but its own applied.
  const counts = valueRows.rows.map((row) => ({ filter_id: Number(row.filter_id), folded: row.folded, value: row.value, count: Number(row.count) }));
  const filters = facetsByName(allFilters, counts, selections, lang);

  return {
    data: page.rows,
    paginatorInfo: page.paginatorInfo,
    category,
    breadcrumbs,
    filters,
    brands,
  };
}
