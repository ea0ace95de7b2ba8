import { useTranslator, type Translate } from '../../lib/i18n/translator';
import { ADMIN_DICTIONARIES } from './translate-admin';

export type AdminT = Translate;

/** `t(key, params)` in the admin's current language. */
export function useAdminT(): AdminT {
  return useTranslator(ADMIN_DICTIONARIES);
}
