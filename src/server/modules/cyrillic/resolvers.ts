import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';
import { deleteSpelling, listSpellings, previewCyrillic, upsertSpelling } from './spellings';

type CyrillicDomainResolvers = DomainResolvers<'cyrillicSpellings' | 'cyrillicPreview', 'upsertCyrillicSpelling' | 'deleteCyrillicSpelling'>;

const resolvers: CyrillicDomainResolvers = {
  Query: {
    cyrillicSpellings: (_root, _args, ctx) => listSpellings(ctx),
    cyrillicPreview: (_root, args, ctx) => previewCyrillic(ctx, args.text),
  },
  Mutation: {
    upsertCyrillicSpelling: (_root, args, ctx) => upsertSpelling(ctx, args),
    deleteCyrillicSpelling: (_root, args, ctx) => deleteSpelling(ctx, args),
  },
};

/** Merged with the other domains' in src/server/graphql/resolvers.ts. */
export const cyrillicResolvers = asResolvers(resolvers);
