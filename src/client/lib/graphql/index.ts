export { configureGraphQL, getGraphQLConfig, resetGraphQLConfig, type GraphQLConfig } from './config';
export { GraphQLRequestError, isTransientFailure, type GraphQLRequestErrorKind } from './errors';
export { execute, type ExecuteOptions } from './execute';
export { getRequestContext, resetRequestContext, setRequestContext, setRequestContextStore, type RequestContext } from './requestContext';
export { subscribe, webSocketUrl, type SubscriptionSink } from './subscribe';
export type { ResultOf, TypedDocumentString, VariablesOf } from './typedDocument';
export { useSubscription, type SubscriptionHookOptions, type SubscriptionState } from './useSubscription';
