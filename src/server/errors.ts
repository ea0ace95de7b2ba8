import { GraphQLError } from 'graphql';
import { ruleMessages, type MessageKey } from '../shared/i18n/rule-messages';
import { fillPlaceholders, type MessageParams } from '../shared/i18n/translate-with';

export type { MessageKey } from '../shared/i18n/rule-messages';

/**
 * A refusal's text in the language `lang` (any number but English's is Serbian), placeholders
 * filled. Every refusal is thrown from here with a text of the shared catalogue, so the server and
 * the apps say the same words for the same rule.
 */
export function translate(lang: number, key: MessageKey, params: MessageParams = {}): string {
  return fillPlaceholders(ruleMessages[key][lang === 1 ? 1 : 0], params);
}

/** Error codes a client can branch on; the message is for people. */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

/** A refused request: the translated message, the code, and the argument it is about (for the form field). */
export function userError(
  lang: number,
  key: MessageKey,
  options: { code?: ErrorCode; field?: string; params?: MessageParams } = {},
): GraphQLError {
  return new GraphQLError(translate(lang, key, options.params), {
    extensions: { code: options.code ?? 'BAD_USER_INPUT', ...(options.field ? { field: options.field } : {}) },
  });
}
