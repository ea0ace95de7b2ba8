/** The statistics module's public entry: the admin's charts and dashboard. */
export { statsResolvers } from './resolvers';
export { seriesPeriod } from './period';
