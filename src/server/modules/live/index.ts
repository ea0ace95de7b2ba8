/** The live module's public entry: the visitors' registry and channel (a server service) and its resolvers. */
export { liveResolvers } from './resolvers';
export { closeLiveServices, createLiveService, type LiveChange, type LiveService } from './service';
export { startLiveService } from './start';
export type { Arrival, LiveMessage, LiveVisit, LiveVisitorState } from './visitors';
