import { Link } from '../../lib/navigation';
import { LANGUAGES } from '../../../shared/languages';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';

/** RS / EN: the same screen in the other language, at the paths the layout worked out. */
export function LanguageSwitch({ paths }: { paths: readonly [string | undefined, string | undefined] }) {
  const { lang } = useSession();
  const t = useT();
  return (
    <nav className="language-switch" aria-label={t('language.switch')}>
      {LANGUAGES.map((language) => {
        const to = paths[language.id] ?? (language.id === 0 ? '/' : '/home');
        const current = language.id === lang;
        return (
          <Link
            key={language.code}
            to={to}
            hrefLang={language.code}
            lang={language.code}
            aria-current={current ? 'true' : undefined}
            className={current ? 'active' : undefined}
          >
            {language.label}
          </Link>
        );
      })}
    </nav>
  );
}
