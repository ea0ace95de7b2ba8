import type { LanguageId } from '../../../shared/languages';
import { en } from './en';
import { FEATURE_MESSAGES } from './feature-messages';
import { sr } from './sr';

const features = Object.values(FEATURE_MESSAGES);

/** The shell's texts and every feature's, by language index. */
export const DICTIONARIES: Record<LanguageId, Record<string, string>> = {
  0: Object.assign({}, sr, ...features.map((feature) => feature.sr)),
  1: Object.assign({}, en, ...features.map((feature) => feature.en)),
};

/** Values for a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A text in a language with its `{name}` placeholders filled; a missing text shows its key after an
 * asterisk (spec §8) so it is spotted, not hidden.
 */
export function translate(lang: LanguageId, key: string, params?: MessageParams): string {
  const text = DICTIONARIES[lang][key];
  if (text === undefined) return `*${key}`;
  return params ? fillPlaceholders(text, params) : text;
}

/** `{name}` replaced by its value; a placeholder without a value stays as it is. */
export function fillPlaceholders(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
