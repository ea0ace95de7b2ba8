/** Design blocks: their content per kind, resolved with batched lookups, and the block editor. */
import { blockContent, type BlockContent } from '../block-content';
import { deleteBlock, sortBlocks, upsertBlock } from '../blocks';
import { blockTypeName } from '../codes';
import { contentState } from '../content-state';
import { pickOrNull } from '../translations';
import type { DomainResolvers } from '../../../lib/domain-resolvers';

export const blockResolvers: DomainResolvers<never, 'upsertBlock' | 'deleteBlock' | 'sortBlocks'> = {
  Query: {},
  Mutation: {
    upsertBlock: (_root, args, ctx) => upsertBlock(ctx, args),
    deleteBlock: (_root, args, ctx) => deleteBlock(ctx, args),
    sortBlocks: (_root, args, ctx) => sortBlocks(ctx, args),
  },
  Block: {
    type: (block) => blockTypeName(block.type),
    title: (block, _args, ctx) => pickOrNull(block.titles, ctx.lang),
    state: (block) => contentState(block),
    content: (block, _args, ctx) => blockContent(ctx, block),
  },
  BlockContent: {
    __resolveType: (content) => (content as BlockContent).__typename as never,
  },
};
