import { LANGUAGES } from '../../../shared/i18n/languages';
import { useSession } from '../../lib/session/useSession';
import { useAdminT } from '../i18n/useAdminT';
import { useSetAdminLang } from '../session/admin-language';

/** Serbian / English: the admin's texts and the language whose contents the forms read and save. */
export function AdminLanguageSwitch() {
  const { lang } = useSession();
  const setLang = useSetAdminLang();
  const t = useAdminT();
  return (
    <div className="admin-language" role="group" aria-label={t('language.switch')}>
      {LANGUAGES.map((language) => (
        <button
          key={language.id}
          type="button"
          className={language.id === lang ? 'active' : undefined}
          aria-pressed={language.id === lang}
          title={t(`language.${language.code}`)}
          onClick={() => setLang(language.id)}
        >
          {language.label}
        </button>
      ))}
    </div>
  );
}
