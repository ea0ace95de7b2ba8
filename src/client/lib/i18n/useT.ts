import { useCallback } from 'react';
import { useSession } from '../session/useSession';
import { translate } from './translate';

/** `t(key)` in the language of the current path. */
export function useT(): (key: string) => string {
  const { lang } = useSession();
  return useCallback((key: string) => translate(lang, key), [lang]);
}
