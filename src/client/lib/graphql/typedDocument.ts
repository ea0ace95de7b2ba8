/**
 * What the transport needs from a document: its text and its result/variables types. The client
 * preset's `TypedDocumentString` class matches this shape, so the transport does not import generated code.
 */
export interface TypedDocumentString<TResult, TVariables> {
  toString(): string;
  __apiType?: (variables: TVariables) => TResult;
  __meta__?: Record<string, unknown> | undefined;
}

export type ResultOf<D> = D extends TypedDocumentString<infer R, never> ? R : never;
export type VariablesOf<D> = D extends TypedDocumentString<unknown, infer V> ? V : never;

// Generated documents start with their operation; fragments follow it.
const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

export function operationNameOf(query: string): string | undefined {
  return OPERATION_NAME.exec(query)?.[1];
}
