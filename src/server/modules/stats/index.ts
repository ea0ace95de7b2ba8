/** The statistics module's public entry: the admin's charts and dashboard, and the roll-up job behind the charts. */
export { statsResolvers } from './resolvers';
export { seriesPeriod } from './period';
export { workStatsRollups } from './rollup-job';
