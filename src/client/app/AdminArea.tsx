import { useCallback, useEffect, useState } from 'react';
import { langById, type LanguageId } from '../../shared/i18n/languages';
import { AdminRoutes } from '../admin/AdminRoutes';
import { SetAdminLangContext, readAdminLang, rememberAdminLang } from '../admin/session/admin-language';
import { SessionProvider } from '../lib/session/SessionProvider';

/**
 * Everything under /cms, in a chunk of its own so the storefront's first load carries none of it.
 * The administrator's language (texts and the `Lang` header of every request) is chosen here.
 */
export default function AdminArea() {
  const [lang, setLang] = useState<LanguageId>(readAdminLang);
  const switchLang = useCallback((next: LanguageId) => {
    rememberAdminLang(next);
    setLang(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = langById(lang)?.code ?? '';
  }, [lang]);

  return (
    <SessionProvider lang={lang}>
      <SetAdminLangContext.Provider value={switchLang}>
        <AdminRoutes />
      </SetAdminLangContext.Provider>
    </SessionProvider>
  );
}
