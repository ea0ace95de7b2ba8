/** The search module's public entry: one search across products, categories, brands and blog posts. */
export { searchResolvers } from './resolvers';
