/**
 * One search across products, categories, brands and published blog posts in the request's
 * language, as the shopper types. Diacritics and case are ignored ("frizider" finds "Frižider").
 */
import type { RawBuilder } from 'kysely';
import type { QueryResolvers } from '../../../../generated/resolvers';
import { categoryTree, productPage, searchMatches, visibleSql } from '../catalog';
import { foldText, matchesSearch, nameRank, SEARCH_MAX_FIRST, SEARCH_MIN_LENGTH } from '../../lib/search';
import { pickAny as pick } from '../../lib/translate';
import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';
import type { GraphQLContext } from '../../context';
import { allBrands, searchPosts } from './queries';

/** The matches, best first, then by name A to Z in the request's language. */
function ranked<T>(items: readonly T[], nameOf: (item: T) => string, folded: string): T[] {
  return items
    .map((item) => ({ item, name: nameOf(item), rank: nameRank(nameOf(item), folded) }))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'sr-Latn'))
    .map(({ item }) => item);
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
    allBrands(ctx),
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
