import { useCallback } from 'react';
import { useSession } from '../../lib/session/useSession';
import { translateAdmin } from './translate-admin';

export type AdminT = (key: string, params?: Record<string, string | number>) => string;

/** `t(key, params)` in the admin's current language. */
export function useAdminT(): AdminT {
  const { lang } = useSession();
  return useCallback<AdminT>((key, params) => translateAdmin(lang, key, params), [lang]);
}
