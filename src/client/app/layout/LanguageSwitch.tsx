import { Link } from '../../lib/navigation';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { nearestPathIn } from '../routes/translate-path';
import { useRouteMatch } from '../routes/useRouteMatch';

/**
 * RS / EN: the same screen in the other language, at the paths the layout worked out; where it has
 * none there (content written in one language only), the nearest page of that language.
 */
export function LanguageSwitch({ paths }: { paths: readonly [string | undefined, string | undefined] }) {
  const { lang } = useSession();
  const t = useT();
  const match = useRouteMatch();
  return (
    <nav className="language-switch" aria-label={t('language.switch')}>
      {LANGUAGES.map((language) => {
        const to = paths[language.id] ?? nearestPathIn(match, language.id);
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
