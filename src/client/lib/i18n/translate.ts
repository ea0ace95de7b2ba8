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

/** A text in a language; a missing one shows its key after an asterisk (spec §8) so it is spotted, not hidden. */
export function translate(lang: LanguageId, key: string): string {
  return DICTIONARIES[lang][key] ?? `*${key}`;
}
