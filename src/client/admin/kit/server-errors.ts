import { GraphQLRequestError } from '../../lib/graphql';
import { splitByField } from '../../lib/server-errors';

/** What a form shows for a failed save: messages beside the fields they are about, the rest in the red box. */
export interface FormErrors {
  fields: Record<string, string>;
  /** The error for the red box, when some of it belongs to no field of the form. */
  general: unknown;
}

/**
 * Splits a failed request's errors by the argument each is about (the storefront's splitByField);
 * errors about an argument the form has no field for, and failures that are not GraphQL's, go to
 * the red box, the latter as they are so the box can say what happened to the request.
 */
export function splitServerErrors(error: unknown, formFields: readonly string[]): FormErrors {
  if (!(error instanceof GraphQLRequestError) || error.errors.length === 0) return { fields: {}, general: error };
  const { fields, rest } = splitByField(error.errors, formFields);
  return { fields: fields as Record<string, string>, general: rest.length > 0 ? new Error(rest.join('\n')) : null };
}
