/**
 * The search screen's and the header's answers: the products the catalogue's search engine finds
 * (catalog/search), a page of them with the brands and categories of all of them, the categories,
 * brands and posts that match, and "did you mean" when nothing does. A fixed number of queries
 * whatever the catalogue's size or the page's.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import { categoryTree, correctedText, numericIds, planSearch, productMatches, productPage, visibleSql, type BrandRow, type CategoryRow, type ProductRow, type SearchPlan } from '../catalog';
import type { BlogPostRow } from '../cms';
import { SEARCH_MIN_LENGTH } from '../../../shared/search/rules';
import { brandCounts, categoryCounts, matchingBrands, matchingCategories, matchingPosts } from './queries';

/** At most this many of each kind on the search screen, whatever `first` asks for. */
export const SEARCH_MAX_FIRST = 50;
/** At most this many of each kind in the header's suggestions. */
export const SUGGESTIONS_MAX_FIRST = 10;

export interface SearchArgs {
  query: string;
  first?: number | null;
  page?: number | null;
  brands?: readonly string[] | null;
  categories?: readonly string[] | null;
}

export interface SearchAnswer {
  products: ProductRow[];
  products_total: number;
  paginatorInfo: { currentPage: number; lastPage: number; count: number; total: number };
  brand_facets: { brand: BrandRow; count: number; selected: boolean }[];
  category_facets: { category: CategoryRow; count: number; selected: boolean }[];
  categories: CategoryRow[];
  brands: BrandRow[];
  posts: BlogPostRow[];
  did_you_mean: string | null;
}

/** The text to search for, or null when it is too short to search. */
export function searchable(query: string): string | null {
  const text = query.trim().replace(/\s+/g, ' ');
  return [...text].length < SEARCH_MIN_LENGTH ? null : text;
}

const visible = () => visibleSql('p') as RawBuilder<unknown>;

/** How many visible products a plan finds. */
async function countFound(ctx: GraphQLContext, plan: SearchPlan): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from products p where ${visible()} and ${productMatches(plan)}`.execute(ctx.db);
  return Number(rows[0]?.n ?? 0);
}

/** "Did you mean": the corrected text when it finds products, else null. */
export async function didYouMean(ctx: GraphQLContext, text: string): Promise<string | null> {
  const corrected = await correctedText(ctx.db, ctx.lang, text);
  if (!corrected) return null;
  return (await countFound(ctx, await planSearch(ctx.db, ctx.lang, corrected))) > 0 ? corrected : null;
}

/** Rows of `ids` by id, in that order, from the request's loader. */
async function rowsInOrder<T>(ctx: GraphQLContext, table: 'brands' | 'categories', ids: number[]): Promise<T[]> {
  const rows = await ctx.loaders.byId(table).loadMany(ids);
  return rows.filter((row) => row != null && !(row instanceof Error)) as T[];
}

/** The search screen's answer. */
export async function searchResults(ctx: GraphQLContext, args: SearchArgs, text: string): Promise<SearchAnswer> {
  const first = Math.max(0, Math.min(args.first ?? 8, SEARCH_MAX_FIRST));
  const brandIds = numericIds(args.brands);
  const categoryIds = numericIds(args.categories);
  const [plan, tree] = await Promise.all([planSearch(ctx.db, ctx.lang, text), categoryIds.length ? categoryTree(ctx) : null]);
  const brandSelection = brandIds.length ? [sql`p.brand_id = any(${brandIds}::int[])`] : [];
  const inCategories = tree ? [...new Set(categoryIds.flatMap((id) => tree.subtree(id)))] : [];
  const categorySelection = tree ? [sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = any(${inCategories}::int[]))`] : [];

  const [page, brandsFound, categoriesFound, categories, brands, posts] = await Promise.all([
    productPage(ctx, [visible(), ...brandSelection, ...categorySelection], {
      sort: 'RELEVANCE',
      plan,
      page: args.page,
      first: Math.max(1, first),
      maxFirst: SEARCH_MAX_FIRST,
      tieByName: true,
    }),
    brandCounts(ctx, plan, categorySelection),
    categoryCounts(ctx, plan, brandSelection),
    matchingCategories(ctx, plan, first),
    matchingBrands(ctx, plan, first),
    matchingPosts(ctx, plan, first),
  ]);
  const [brandRows, categoryRows] = await Promise.all([
    rowsInOrder<BrandRow>(ctx, 'brands', [...new Set([...brandsFound.keys(), ...brandIds])]),
    rowsInOrder<CategoryRow>(ctx, 'categories', [...new Set([...categoriesFound.keys(), ...categoryIds])]),
  ]);
  const total = page.paginatorInfo.total;
  const nothing = total + categories.length + brands.length + posts.length === 0;
  return {
    products: first === 0 ? [] : page.rows,
    products_total: total,
    paginatorInfo: first === 0 ? { ...page.paginatorInfo, count: 0 } : page.paginatorInfo,
    brand_facets: brandRows.map((brand) => ({ brand, count: brandsFound.get(brand.id) ?? 0, selected: brandIds.includes(brand.id) })),
    category_facets: categoryRows.map((category) => ({ category, count: categoriesFound.get(category.id) ?? 0, selected: categoryIds.includes(category.id) })),
    categories,
    brands,
    posts,
    did_you_mean: nothing ? await didYouMean(ctx, text) : null,
  };
}

/** The header's suggestions: the best products, categories and brands, and "did you mean" when none match. */
export async function searchSuggestions(ctx: GraphQLContext, first: number, text: string) {
  const count = Math.max(0, Math.min(first, SUGGESTIONS_MAX_FIRST));
  const plan = await planSearch(ctx.db, ctx.lang, text);
  const [page, categories, brands] = await Promise.all([
    count > 0 ? productPage(ctx, [visible()], { sort: 'RELEVANCE', plan, first: count, maxFirst: SUGGESTIONS_MAX_FIRST, tieByName: true, withTotal: false }) : null,
    matchingCategories(ctx, plan, count),
    matchingBrands(ctx, plan, count),
  ]);
  const products = page?.rows ?? [];
  const nothing = products.length + categories.length + brands.length === 0;
  return { products, categories, brands, did_you_mean: nothing && count > 0 ? await didYouMean(ctx, text) : null };
}
