import { useCallback } from 'react';
import { translateWith, type Dictionaries, type MessageParams } from '../../../shared/i18n/translate-with';
import { useSession } from '../session/useSession';

export type { Dictionaries, MessageParams } from '../../../shared/i18n/translate-with';

/** `t(key)` or `t(key, { name: value })` in the current language. */
export type Translate = (key: string, params?: MessageParams) => string;

/** `t` over an app's dictionaries (src/shared/i18n's translateWith) in the session's language. */
export function useTranslator(dictionaries: Dictionaries): Translate {
  const { lang } = useSession();
  return useCallback((key: string, params?: MessageParams) => translateWith(dictionaries, lang, key, params), [dictionaries, lang]);
}
