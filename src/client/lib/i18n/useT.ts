import { DICTIONARIES } from './translate';
import { useTranslator, type Translate } from './translator';

export type { Translate } from './translator';

/** `t(key)` or `t(key, { name: value })` in the language of the current path. */
export function useT(): Translate {
  return useTranslator(DICTIONARIES);
}
