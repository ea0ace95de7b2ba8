import { useCallback } from 'react';
import { useSession } from '../session/useSession';
import { translate, type MessageParams } from './translate';

/** `t(key)` or `t(key, { name: value })` in the language of the current path. */
export type Translate = (key: string, params?: MessageParams) => string;

export function useT(): Translate {
  const { lang } = useSession();
  return useCallback((key: string, params?: MessageParams) => translate(lang, key, params), [lang]);
}
