import { GraphQLRequestError } from '../../lib/graphql';

/** What a form shows for a failed save: messages beside the fields they are about, the rest in the red box. */
export interface FormErrors {
  fields: Record<string, string>;
  /** The error for the red box, when some of it belongs to no field of the form. */
  general: unknown;
}

/**
 * Splits a failed request's errors by the argument each is about (`extensions.field`); errors about
 * an argument the form has no field for, and failures that are not GraphQL's, go to the red box.
 */
export function splitServerErrors(error: unknown, formFields: readonly string[]): FormErrors {
  if (!(error instanceof GraphQLRequestError) || error.errors.length === 0) return { fields: {}, general: error };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const item of error.errors) {
    const field = item.extensions?.['field'];
    if (typeof field === 'string' && formFields.includes(field) && !(field in fields)) fields[field] = item.message;
    else rest.push(item.message);
  }
  return { fields, general: rest.length > 0 ? new Error(rest.join('\n')) : null };
}
