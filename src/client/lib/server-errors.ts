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
  const fields: Partial<Record<Field, string>> = {};
  const general: string[] = [];
  for (const { message, extensions } of error.errors) {
    const field = typeof extensions?.field === 'string' ? extensions.field : undefined;
    if (isFormField(field, formFields) && !(field in fields)) fields[field] = message;
    else general.push(message);
  }
  return { fields, general: general.join('\n') };
}

function isFormField<Field extends string>(name: string | undefined, formFields: readonly Field[]): name is Field {
  return name !== undefined && (formFields as readonly string[]).includes(name);
}

/** Whether the server refused the request because the shopper's token is missing, expired or revoked. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
}
