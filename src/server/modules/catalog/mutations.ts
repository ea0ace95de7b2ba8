/**
 * The catalogue's writes. Each checks all of its input first and throws a translated userError
 * (changing nothing), then applies the whole change in one transaction; texts are written in the
 * request's language.
 * Split by what they write; resolvers.ts calls them as `mutations.*`.
 */
export * from './brand-group-mutations';
export * from './category-mutations';
export * from './product-mutations';
export * from './variant-mutations';
export * from './storefront-counts';
