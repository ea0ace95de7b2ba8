export { LiveConnection, type LiveConnectionOptions, type LiveHandler, type LiveLogger, type LiveState } from './connection';
export { graphqlLiveTransport, type LiveIdentity, type LiveRequests } from './graphql-transport';
export { LIVE_CONNECTED, LIVE_HISTORY, isConnectedMessage, pageVisitMessage, type LiveMessage } from './messages';
export { browserTimers, type LiveSink, type LiveTimers, type LiveTransport } from './transport';
export { useLiveChannel, useLiveHandler, type LiveChannelOptions } from './useLiveChannel';
