export { closeLiveServices, createLiveService, type LiveChange, type LiveService } from './service';
export { startLiveService } from './start';
export type { Arrival, LiveMessage, LiveVisit, LiveVisitorState } from './visitors';
