/**
 * The catalogue module's public entry: products, categories, brands, groups and filters with their
 * resolvers, and the product queries the search runs (visible products, a page of them, the tree).
 */
export { catalogResolvers } from './resolvers';
export { visibleSql } from './common';
export { productPage, searchMatches } from './product-query';
export { categoryTree } from './tree';
export type { BrandRow, CatalogTables, CategoryRow, ProductRow } from './tables';
