import { langById } from '../../../shared/i18n/languages';
import { useSession } from '../../lib/session/useSession';
import { useAdminT } from '../i18n/useAdminT';
import { splitServerErrors } from './server-errors';

/** The name of the language being edited, for "Save (Serbian)" and the sections' titles. */
export function useLanguageName(): string {
  const t = useAdminT();
  const { lang } = useSession();
  return t(`language.${langById(lang)?.code ?? 'sr'}`);
}

/**
 * What a form shows after a check or a failed save: messages by field (the form's own checks,
 * translated, then the server's), the rest for the red box, and whether anything is wrong.
 */
export function formErrors(
  t: (key: string) => string,
  problems: Record<string, string>,
  failure: unknown,
  fields: readonly string[],
): { errors: Record<string, string>; general: unknown; invalid: boolean } {
  const server = failure ? splitServerErrors(failure, fields) : { fields: {} as Record<string, string>, general: null };
  const own = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)]));
  const errors = { ...server.fields, ...own };
  return { errors, general: server.general, invalid: Object.keys(errors).length > 0 || server.general != null };
}
