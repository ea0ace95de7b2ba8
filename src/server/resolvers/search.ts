/**
 * One search across products, categories, brands and published blog posts in the request's
 * language, as the shopper types. Diacritics and case are ignored ("frizider" finds "Frižider").
 */
import { sql, type RawBuilder } from 'kysely';
import type { QueryResolvers } from '../../../generated/resolvers';
import { containsPattern, foldText, pick, visibleSql } from '../catalog/common';
import { matchesSearch } from '../catalog/lists';
import { productPage, searchMatches } from '../catalog/product-query';
import { categoryTree } from '../catalog/tree';
import { nameRank, SEARCH_MAX_FIRST, SEARCH_MIN_LENGTH } from '../lib/search';
import { asResolvers, type DomainResolvers } from '../lib/domain-resolvers';
import type { GraphQLContext } from '../context';
import type { BlogPostRow } from '../modules/cms';

/** The matches, best first, then by name A to Z in the request's language. */
function ranked<T>(items: readonly T[], nameOf: (item: T) => string, folded: string): T[] {
  return items
    .map((item) => ({ item, name: nameOf(item), rank: nameRank(nameOf(item), folded) }))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'sr-Latn'))
    .map(({ item }) => item);
}

/** Published posts whose title or summary contains the text; title matches first, then the newest. */
async function searchPosts(ctx: GraphQLContext, query: string, first: number): Promise<BlogPostRow[]> {
  const lang = sql.lit(ctx.lang === 1 ? 1 : 0);
  const pattern = containsPattern(query);
  const { rows } = await sql<BlogPostRow>`
    select b.* from blog_posts b
    where b.active and b.published_at <= now()
      and (catalog_fold(catalog_pick(b.names, ${lang})) like ${pattern} or catalog_fold(catalog_pick(b.summaries, ${lang})) like ${pattern})
    order by case when catalog_fold(catalog_pick(b.names, ${lang})) like ${pattern} then 0 else 1 end, b.published_at desc, b.id desc
    limit ${first}`.execute(ctx.db);
  return rows;
}

const search: QueryResolvers<GraphQLContext>['search'] = async (_root, args, ctx) => {
  const query = args.query.trim();
  if ([...query].length < SEARCH_MIN_LENGTH) return { products: [], categories: [], brands: [], posts: [], products_total: 0 };
  const first = Math.max(0, Math.min(args.first ?? 8, SEARCH_MAX_FIRST));
  const folded = foldText(query);
  const { lang } = ctx;
  const [products, tree, brands, posts] = await Promise.all([
    // RELEVANCE with a search: name starts with the text, then contains it, then the code, then the description.
    productPage(ctx, [visibleSql('p') as RawBuilder<unknown>, searchMatches(lang, query)], {
      sort: 'RELEVANCE',
      search: query,
      page: 1,
      first: Math.max(1, first),
      maxFirst: SEARCH_MAX_FIRST,
      tieByName: true,
    }),
    categoryTree(ctx),
    ctx.db.selectFrom('brands').selectAll().orderBy('position').orderBy('id').execute(),
    first > 0 ? searchPosts(ctx, query, first) : Promise.resolve([]),
  ]);
  const categories = tree.all.filter((category) => matchesSearch(query, pick(category.names, lang)));
  return {
    products: products.rows.slice(0, first),
    products_total: products.paginatorInfo.total,
    categories: ranked(categories, (category) => pick(category.names, lang), folded).slice(0, first),
    brands: ranked(brands.filter((brand) => matchesSearch(query, pick(brand.names, lang))), (brand) => pick(brand.names, lang), folded).slice(0, first),
    posts,
  };
};

const resolvers: DomainResolvers<'search'> = { Query: { search }, Mutation: {} };

export const searchResolvers = asResolvers(resolvers);
