import type { BlockViewFragment } from '../../../../generated/client/graphql';

export type Block = BlockViewFragment;
export type BlockContent = Block['content'];
/** The content of one kind of block, by its GraphQL type name. */
export type ContentOf<Name extends BlockContent['__typename']> = Extract<BlockContent, { __typename: Name }>;
