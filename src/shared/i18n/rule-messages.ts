import * as ruleTexts from './rule-texts';

/**
 * Every message the API sends to a person, by rule (index 0 Serbian, 1 English): the texts of
 * rule-texts.ts under their names. The server throws every refusal with one of them
 * (src/server/errors.ts), so a client sees the same words for the same rule.
 */
export const ruleMessages = ruleTexts satisfies Readonly<Record<string, readonly [string, string]>>;

export type MessageKey = keyof typeof ruleMessages;
