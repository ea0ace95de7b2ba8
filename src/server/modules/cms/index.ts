/**
 * The cms module's public entry: pages and their blocks, banners, settings, the blog, the newsletter
 * and the contact inbox; the shop's settings other modules read; the codes the demo seed stores.
 */
export { cmsResolvers } from './resolvers';
export { BLOCK_TYPE_CODES, MENU_CODES, PAGE_TYPE_CODES } from './codes';
export { ordersEmailAddresses } from './settings';
export type { BlogPostRow, CmsTables, StoredBlockContent, StoredCard } from './tables';
