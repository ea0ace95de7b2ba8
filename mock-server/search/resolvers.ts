import { isProductVisible, type ProductRecord } from '../catalog/tables';
import { isBlogPostVisible, type BlogPostRecord } from '../cms/tables';
import type { MockContext, MockResolvers } from '../context';
import { foldText, matchesSearch, nameRank, SEARCH_MAX_FIRST, SEARCH_MIN_LENGTH } from '../../src/server/lib/search';
import { pick } from '../../src/server/lib/translate';

/** Text of sanitised HTML, so a search for "p" does not find every paragraph tag. */
const plainText = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');

/**
 * The matches, best first (by `rankOf`, the name's rank unless given), then by name A to Z in the
 * request's language.
 */
function ranked<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  folded: string,
  rankOf = (item: T) => nameRank(nameOf(item), folded),
): T[] {
  return items
    .map((item) => ({ item, name: nameOf(item), rank: rankOf(item) }))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'sr-Latn'))
    .map(({ item }) => item);
}

function search(_source: unknown, args: { query: string; first?: number | null }, ctx: MockContext) {
  const query = args.query.trim();
  if ([...query].length < SEARCH_MIN_LENGTH) {
    return { products: [], categories: [], brands: [], posts: [], products_total: 0 };
  }
  const first = Math.max(0, Math.min(args.first ?? 8, SEARCH_MAX_FIRST));
  const folded = foldText(query);
  const { db, lang } = ctx;
  const now = new Date();

  const products = db.products.filter(
    (product) =>
      isProductVisible(product, now) &&
      matchesSearch(query, pick(product.names, lang), product.code, plainText(pick(product.descriptions, lang))),
  );
  const categories = db.categories.filter((category) => matchesSearch(query, pick(category.names, lang)));
  const brands = db.brands.filter((brand) => matchesSearch(query, pick(brand.names, lang)));
  const posts = db.blogPosts.filter(
    (post) => isBlogPostVisible(post, now) && matchesSearch(query, pick(post.names, lang), pick(post.summaries, lang)),
  );

  const productName = (product: ProductRecord) => pick(product.names, lang);
  // After the name, a code match (a shopper typing SM-A556) before a match in the description only.
  const productRank = (product: ProductRecord) => {
    const rank = nameRank(productName(product), folded);
    return rank < 3 ? rank : foldText(product.code).includes(folded) ? 3 : 4;
  };
  // Posts whose title matches first (before a match in the summary only), then the newest.
  const postRank = (post: BlogPostRecord) => (nameRank(pick(post.names, lang), folded) < 3 ? 0 : 1);
  return {
    products: ranked(products, productName, folded, productRank).slice(0, first),
    categories: ranked(categories, (category) => pick(category.names, lang), folded).slice(0, first),
    brands: ranked(brands, (brand) => pick(brand.names, lang), folded).slice(0, first),
    posts: posts.sort((a, b) => postRank(a) - postRank(b) || b.published_at.localeCompare(a.published_at)).slice(0, first),
    products_total: products.length,
  };
}

export const searchResolvers: MockResolvers = {
  Query: {
    search,
  },
};
