import type { GraphQLFormattedError } from 'graphql';
import { GraphQLRequestError } from './graphql';

/** A refused request split for a form: translated messages beside the fields they name, the rest for the red box. */
export interface ServerErrors<Field extends string> {
  /** The server's message by the argument it names (`extensions.field`). */
  fields: Partial<Record<Field, string>>;
  /** Everything that names no field (or no field the form has), one message a line; empty when none. */
  general: string;
}

export function splitServerErrors<Field extends string>(error: unknown, formFields: readonly Field[]): ServerErrors<Field> {
  if (!(error instanceof GraphQLRequestError) || error.kind !== 'graphql') {
    return { fields: {}, general: error instanceof Error ? error.message : error == null ? '' : String(error) };
  }
  const { fields, rest } = splitByField(error.errors, formFields);
  return { fields, general: rest.join('\n') };
}

/**
 * The one split of GraphQL errors by the argument each names (`extensions.field`), for the
 * storefront's and the admin's forms: the first message per field of the form, and the rest.
 */
export function splitByField<Field extends string>(
  errors: readonly GraphQLFormattedError[],
  formFields: readonly Field[],
): { fields: Partial<Record<Field, string>>; rest: string[] } {
  const fields: Partial<Record<Field, string>> = {};
  const rest: string[] = [];
  for (const { message, extensions } of errors) {
    const field = typeof extensions?.field === 'string' ? extensions.field : undefined;
    if (isFormField(field, formFields) && !(field in fields)) fields[field] = message;
    else rest.push(message);
  }
  return { fields, rest };
}

function isFormField<Field extends string>(name: string | undefined, formFields: readonly Field[]): name is Field {
  return name !== undefined && (formFields as readonly string[]).includes(name);
}

/** Whether the server refused the request because the shopper's token is missing, expired or revoked. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
}
