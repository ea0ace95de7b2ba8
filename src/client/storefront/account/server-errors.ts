import { GraphQLRequestError } from '../../lib/graphql';

/** A refused request split for a form: translated messages beside the fields they name, the rest for the red box. */
export interface ServerErrors {
  /** The server's message by the argument it names (`extensions.field`). */
  fields: Record<string, string>;
  /** Everything that names no field (or no field the form has), one message a line; empty when none. */
  general: string;
}

export function splitServerErrors(error: unknown, formFields: readonly string[]): ServerErrors {
  if (!(error instanceof GraphQLRequestError) || error.kind !== 'graphql') {
    return { fields: {}, general: error instanceof Error ? error.message : error == null ? '' : String(error) };
  }
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const { message, extensions } of error.errors) {
    const field = typeof extensions?.field === 'string' ? extensions.field : undefined;
    if (field && formFields.includes(field) && !(field in fields)) fields[field] = message;
    else general.push(message);
  }
  return { fields, general: general.join('\n') };
}

/** Whether the server refused the request because the shopper's token is missing, expired or revoked. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
}
