/**
 * The search module's fields: the search screen's search (counted in the search insight), the
 * header's suggestions, and the admin's insight and synonyms. The work is in ./results, ./insight,
 * ./synonyms and the catalogue's search engine.
 */
import type { QueryResolvers } from '../../../../generated/resolvers';
import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';
import { selectionOf } from '../../lib/selection';
import type { GraphQLContext } from '../../context';
import { searchInsight } from './insight';
import { logSearch } from './query-log';
import { searchable, searchResults, searchSuggestions } from './results';
import { deleteSynonym, listSynonyms, upsertSynonym } from './synonyms';

const NOTHING = { products: [], categories: [], brands: [], did_you_mean: null, corrected_query: null };

const search: QueryResolvers<GraphQLContext>['search'] = async (_root, args, ctx, info) => {
  const text = searchable(args.query);
  if (!text) {
    const currentPage = Math.max(1, args.page ?? 1);
    return { ...NOTHING, posts: [], products_total: 0, paginatorInfo: { currentPage, lastPage: 1, count: 0, total: 0 }, brand_facets: [], category_facets: [] };
  }
  // Only the first page without a brand or category chosen counts: paging and narrowing are not new searches.
  const counted = (args.page ?? 1) <= 1 && !args.brands?.length && !args.categories?.length;
  const answer = await searchResults(ctx, args, text, selectionOf(info), counted);
  if (counted) await logSearch(ctx, text, answer.products_total);
  return answer;
};

const resolvers: DomainResolvers<'search' | 'searchSuggestions' | 'searchInsight' | 'searchSynonyms', 'upsertSearchSynonym' | 'deleteSearchSynonym'> = {
  Query: {
    search,
    searchSuggestions: async (_root, args, ctx) => {
      const text = searchable(args.query);
      return text ? searchSuggestions(ctx, args.first ?? 5, text) : NOTHING;
    },
    searchInsight: (_root, args, ctx) => searchInsight(ctx, args),
    searchSynonyms: (_root, _args, ctx) => listSynonyms(ctx),
  },
  Mutation: {
    upsertSearchSynonym: (_root, args, ctx) => upsertSynonym(ctx, args.id, args.terms),
    deleteSearchSynonym: (_root, args, ctx) => deleteSynonym(ctx, args.id),
  },
};

export const searchResolvers = asResolvers(resolvers);
