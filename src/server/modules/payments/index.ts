/** The payments module's public entry: card payments through the bank's page, its reply, the holds' end. */
export { paymentResolvers } from './resolvers';
export { paymentRoutes, type PaymentRoutes } from './reply-route';
export { workCardHoldReleases } from './hold-release-job';
export { releaseEndedCardHolds } from './hold-release';
export type { PaymentTables, CardPaymentRow } from './tables';
