import { useEffect, useRef, useState } from 'react';
import type { GraphQLRequestError } from './errors';
import { subscribe } from './subscribe';
import type { TypedDocumentString } from './typedDocument';

export interface SubscriptionHookOptions<TResult> {
  onData?: (data: TResult) => void;
  onError?: (error: GraphQLRequestError) => void;
  /** False keeps the subscription closed; true by default. */
  enabled?: boolean;
}

export interface SubscriptionState<TResult> {
  data: TResult | undefined;
  error: GraphQLRequestError | undefined;
}

/** Keeps a subscription open while the component is mounted and enabled; reopens when the variables change. */
export function useSubscription<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  { onData, onError, enabled = true }: SubscriptionHookOptions<TResult> = {},
): SubscriptionState<TResult> {
  const [state, setState] = useState<SubscriptionState<TResult>>({ data: undefined, error: undefined });
  // Handlers change on every render; reading them through a ref keeps the socket subscription stable.
  const handlers = useRef({ onData, onError });
  handlers.current = { onData, onError };
  const latestVariables = useRef(variables);
  latestVariables.current = variables;
  // Callers usually pass a fresh object literal; resubscribe only when its content changes.
  const variablesKey = JSON.stringify(variables ?? null);

  useEffect(() => {
    if (!enabled) return undefined;
    return subscribe(document, latestVariables.current, {
      next: (data) => {
        setState({ data, error: undefined });
        handlers.current.onData?.(data);
      },
      error: (error) => {
        setState((previous) => ({ data: previous.data, error }));
        handlers.current.onError?.(error);
      },
    });
  }, [document, variablesKey, enabled]);

  return state;
}
