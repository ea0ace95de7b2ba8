/**
 * The catalogue module's public entry: products, categories, brands, groups and filters with their
 * resolvers, and the product search the search module runs (visible products, a page of them, the
 * tree, the search engine of ./search).
 */
export { catalogResolvers } from './resolvers';
export { numericIds, visibleSql } from './common';
export { productPage } from './product-query';
export * from './search';
export { categoryTree, isNamedIn } from './tree';
export type { BrandRow, CatalogTables, CategoryRow, ProductRow, ProductVariantRow } from './tables';
