import type { LanguageId } from '../../../shared/languages';
import { en } from './en';
import { sr } from './sr';

const DICTIONARIES: Record<LanguageId, Record<string, string>> = { 0: sr, 1: en };

/** A text in a language; a missing one shows its key after an asterisk (spec §8) so it is spotted, not hidden. */
export function translate(lang: LanguageId, key: string): string {
  return DICTIONARIES[lang][key] ?? `*${key}`;
}
