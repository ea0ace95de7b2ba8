/**
 * The search screen's and the header's answers: the products the catalogue's search engine finds
 * (catalog/search), a page of them with the brands and categories of all of them, the categories,
 * brands and posts that match, and when nothing does, "did you mean" and (unless the shopper asked
 * for the text as typed) the correction's results at once. A fixed number of queries whatever the
 * catalogue's size or the page's.
 */
import { sql, type RawBuilder } from 'kysely';
import { withExplicitTables } from '../../cache/dependencies';
import { SEARCH_TAG } from '../../cache/write-tags';
import type { GraphQLContext } from '../../context';
import { asTypedPlan, categoryTree, correctedText, readingOf, type Correction, numericIds, productMatches, productPage, sharedPlan, visibleSql, type BrandRow, type CategoryRow, type ProductRow, type SearchPlan } from '../catalog';
import type { BlogPostRow } from '../cms';
import { SEARCH_MIN_LENGTH } from '../../../shared/search/rules';
import { EVERYTHING, type Selection } from '../../lib/selection';
import { perContent, sharedRows } from '../../lib/per-content';
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
  /** The text as typed: no correction's results when it finds nothing. */
  exact?: boolean | null;
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
  /** The correction whose results these are, when the text found nothing. */
  corrected_query: string | null;
}

/** The text to search for, or null when it is too short to search. */
export function searchable(query: string): string | null {
  const text = query.trim().replace(/\s+/g, ' ');
  return [...text].length < SEARCH_MIN_LENGTH ? null : text;
}

const visible = () => visibleSql('p') as RawBuilder<unknown>;

/** How many visible products a plan finds. */
async function countFound(ctx: GraphQLContext, plan: SearchPlan): Promise<number> {
  const rows = await sharedRows(ctx, sql<{ n: number }>`select count(*) as n from products p where ${visible()} and ${productMatches(plan)}`);
  return Number(rows[0]?.n ?? 0);
}

/** "Did you mean": the correction when it finds products, else null. */
export async function didYouMean(ctx: GraphQLContext, text: string): Promise<Correction | null> {
  const corrected = await correctedText(ctx.db, text);
  if (!corrected) return null;
  return (await countFound(ctx, await sharedPlan(ctx, corrected.text))) > 0 ? corrected : null;
}

const present = <T>(rows: readonly (T | null | undefined | Error)[]): T[] => rows.filter((row): row is T => row != null && !(row instanceof Error));

/** Brands of `ids`, in that order, from the request's loader. */
async function brandsInOrder(ctx: GraphQLContext, ids: number[]): Promise<BrandRow[]> {
  return present(await ctx.loaders.byId('brands').loadMany(ids));
}

/**
 * The search screen's answer. Each part is asked only when the request selects it (or the search
 * insight needs it: the total of a search that is counted); "did you mean" and the correction's
 * results need them all: when nothing is found, the corrected text's answer stands in for it (as
 * shops do: "Showing results for: samsung"), unless `exact`.
 */
export async function searchResults(ctx: GraphQLContext, args: SearchArgs, text: string, selection: Selection = EVERYTHING, counted = true): Promise<SearchAnswer> {
  const { correction, reading, ...answer } = await searchText(ctx, args, text, selection, counted);
  if (args.exact) return answer;
  if (reading) return { ...answer, corrected_query: reading };
  if (!correction?.sure) return answer;
  const { correction: _again, reading: _read, ...corrected } = await searchText(ctx, { ...args, exact: true }, correction.text, selection, counted);
  return { ...corrected, did_you_mean: correction.text, corrected_query: correction.text };
}

/**
 * The answer for one text, with "did you mean" when it finds nothing, and (unless `exact`) how the
 * text was read when it finds something only as read ("ajfon" finds only as "iphone"). `exact`
 * reads each word only as itself.
 */
async function searchText(
  ctx: GraphQLContext,
  args: SearchArgs,
  text: string,
  selection: Selection,
  counted: boolean,
): Promise<SearchAnswer & { correction: Correction | null; reading: string | null }> {
  const first = Math.max(0, Math.min(args.first ?? 8, SEARCH_MAX_FIRST));
  const brandIds = numericIds(args.brands);
  const categoryIds = numericIds(args.categories);
  const wants = (...paths: string[]) => paths.some((path) => selection.selects(path));
  const whole = !args.exact || wants('did_you_mean', 'corrected_query');
  const wantsRows = first > 0 && wants('products', 'paginatorInfo.count');
  const wantsTotal = counted || whole || wants('products_total', 'paginatorInfo.total', 'paginatorInfo.lastPage');
  const [read, tree] = await Promise.all([sharedPlan(ctx, text), categoryIds.length ? categoryTree(ctx) : null]);
  const plan = args.exact ? asTypedPlan(read) : read;
  const brandSelection = brandIds.length ? [sql`p.brand_id = any(${brandIds}::int[])`] : [];
  const inCategories = tree ? [...new Set(categoryIds.flatMap((id) => tree.subtree(id)))] : [];
  const categorySelection = tree ? [sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = any(${inCategories}::int[]))`] : [];
  const none = async () => new Map<number, number>();

  const [page, brandsFound, categoriesFound, categories, brands, posts] = await Promise.all([
    wantsRows || wantsTotal
      ? productPage(ctx, [visible(), ...brandSelection, ...categorySelection], {
          sort: 'RELEVANCE',
          plan,
          page: args.page,
          first: Math.max(1, first),
          maxFirst: SEARCH_MAX_FIRST,
          tieByName: true,
          withRows: wantsRows,
          withTotal: wantsTotal,
        })
      : null,
    wants('brand_facets') ? brandCounts(ctx, plan, categorySelection) : none(),
    wants('category_facets') ? categoryCounts(ctx, plan, brandSelection) : none(),
    whole || wants('categories') ? matchingCategories(ctx, plan, first) : [],
    whole || wants('brands') ? matchingBrands(ctx, plan, first) : [],
    whole || wants('posts') ? matchingPosts(ctx, plan, first) : [],
  ]);
  const [brandRows, categoryRows] = await Promise.all([
    brandsFound.size || brandIds.length ? brandsInOrder(ctx, [...new Set([...brandsFound.keys(), ...brandIds])]) : [],
    // The request's category tree holds every category (the products' trails load it anyway).
    categoriesFound.size || categoryIds.length
      ? categoryTree(ctx).then((all) => present([...new Set([...categoriesFound.keys(), ...categoryIds])].map((id) => all.byId.get(id))))
      : [],
  ]);
  const currentPage = Math.max(1, args.page ?? 1);
  const paginatorInfo = page?.paginatorInfo ?? { currentPage, lastPage: 1, count: 0, total: 0 };
  const total = paginatorInfo.total;
  const nothing = total + categories.length + brands.length + posts.length === 0;
  const correction = whole && nothing ? await didYouMean(ctx, text) : null;
  const reading = args.exact || nothing ? null : readingOf(plan);
  return {
    products: first === 0 ? [] : (page?.rows ?? []),
    products_total: total,
    paginatorInfo: first === 0 ? { ...paginatorInfo, count: 0 } : paginatorInfo,
    brand_facets: wants('brand_facets') ? brandRows.map((brand) => ({ brand, count: brandsFound.get(brand.id) ?? 0, selected: brandIds.includes(brand.id) })) : [],
    category_facets: wants('category_facets')
      ? categoryRows.map((category) => ({ category, count: categoriesFound.get(category.id) ?? 0, selected: categoryIds.includes(category.id) }))
      : [],
    categories,
    brands,
    posts,
    did_you_mean: correction?.text ?? null,
    corrected_query: null,
    correction,
    // Only when the words as typed find no product: "kafa" finds products as typed, and "kafu" too.
    reading: reading && (await countFound(ctx, asTypedPlan(plan))) === 0 ? reading : null,
  };
}

/** The tables whose rows the suggestions' scope (SEARCH_TAG) stands for. */
const SEARCHED_TABLES: ReadonlySet<string> = new Set(['products', 'product_categories']);

/** The header's suggestions: the best products, categories and brands; when none match, the correction's, with "did you mean". */
async function findSuggestions(ctx: GraphQLContext, count: number, text: string) {
  const found = await suggestionsFor(ctx, count, text);
  const correction = found.nothing && count > 0 ? await didYouMean(ctx, text) : null;
  const { nothing: _nothing, ...shown } = correction?.sure ? await suggestionsFor(ctx, count, correction.text) : found;
  return { ...shown, did_you_mean: correction?.text ?? null, corrected_query: correction?.sure ? correction.text : null };
}

/** The best products, categories and brands for a text. */
async function suggestionsFor(ctx: GraphQLContext, count: number, text: string) {
  const plan = await sharedPlan(ctx, text);
  const [page, categories, brands] = await Promise.all([
    count > 0 ? productPage(ctx, [visible()], { sort: 'RELEVANCE', plan, first: count, maxFirst: SUGGESTIONS_MAX_FIRST, tieByName: true, withTotal: false }) : null,
    matchingCategories(ctx, plan, count),
    matchingBrands(ctx, plan, count),
  ]);
  const products = page?.rows ?? [];
  return { products, categories, brands, nothing: products.length + categories.length + brands.length === 0 };
}

/**
 * The suggestions for a text, shared by every visitor until the content changes: shoppers typing
 * the same word ask for the same few prefixes. What is kept is which products (their ids, the rows
 * coming from the shared rows by id), categories and brands.
 */
export async function searchSuggestions(ctx: GraphQLContext, first: number, text: string) {
  const count = Math.max(0, Math.min(first, SUGGESTIONS_MAX_FIRST));
  if (ctx.adminId != null) return findSuggestions(ctx, count, text);
  const found = await perContent(
    ctx,
    `suggestions ${ctx.lang === 1 ? 1 : 0} ${count} ${text}`,
    async () => {
      // Which products a text finds changes only with what the search reads (write-tags.ts: names,
      // codes, brands, categories, visibility), not with a price; the rows shown are tagged by id.
      const { products, ...rest } = await withExplicitTables(SEARCHED_TABLES, [SEARCH_TAG], () => findSuggestions(ctx, count, text));
      return { productIds: products.map((product) => product.id), ...rest };
    },
    (kept) => kept.productIds.length + kept.categories.length + kept.brands.length + 1,
  );
  const { productIds, ...rest } = found;
  return { products: present(await ctx.loaders.byId('products').loadMany(productIds)), ...rest };
}
