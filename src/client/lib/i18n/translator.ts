import { useCallback } from 'react';
import { translateWith, type Dictionaries, type MessageParams } from '../../../shared/i18n/translate-with';
import { useSession } from '../session/useSession';
import { toCyrillic } from '../../../shared/i18n/cyrillic';
import { readsCyrillic } from '../../../shared/i18n/scripts';

export type { Dictionaries, MessageParams } from '../../../shared/i18n/translate-with';

/** `t(key)` or `t(key, { name: value })` in the current language. */
export type Translate = (key: string, params?: MessageParams) => string;

/** `t` over an app's dictionaries (src/shared/i18n's translateWith) in the session's language. */
export function useTranslator(dictionaries: Dictionaries): Translate {
  const { lang, script } = useSession();
  const cyrillic = readsCyrillic(lang, script);
  return useCallback(
    (key: string, params?: MessageParams) => {
      const text = translateWith(dictionaries, lang, key, params);
      return cyrillic ? cyrillicOnce(text) : text;
    },
    [dictionaries, lang, cyrillic],
  );
}

/**
 * Text the page shows but names something by its Latin form (a filter's name and values, which the
 * address and the API's selections use as they are): said in the page's script.
 */
export function useScriptText(): (text: string) => string {
  const { lang, script } = useSession();
  const cyrillic = readsCyrillic(lang, script);
  return useCallback((text: string) => (cyrillic ? cyrillicOnce(text) : text), [cyrillic]);
}

/** The interface's Serbian texts in Cyrillic by the one rule (shared/i18n/cyrillic.ts), each worked out once. */
const inCyrillic = new Map<string, string>();
function cyrillicOnce(text: string): string {
  let converted = inCyrillic.get(text);
  if (converted === undefined) {
    converted = toCyrillic(text);
    if (inCyrillic.size > 5_000) inCyrillic.clear();
    inCyrillic.set(text, converted);
  }
  return converted;
}
