import { Link } from '../../lib/navigation';
import { LANGUAGES } from '../../../shared/i18n/languages';
import type { Script } from '../../../shared/i18n/scripts';
import { inScript, rememberedScriptCookie } from '../../../shared/routing/script-path';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { nearestPathIn } from '../routes/translate-path';
import { useRouteMatch } from '../routes/useRouteMatch';

/** Serbian's scripts as the switch names them, each in its own script (issue 29). */
const SCRIPT_CHOICES: readonly { script: Script; label: string; name: string; lang: string }[] = [
  { script: 'Cyrl', label: 'Ћир', name: 'Ћирилица', lang: 'sr-Cyrl' },
  { script: 'Latn', label: 'Lat', name: 'Latinica', lang: 'sr-Latn' },
];

/** A year: the choice of script is the reader's, not the visit's. */
const rememberScript = (script: Script) => {
  document.cookie = rememberedScriptCookie(script, { secure: location.protocol === 'https:' });
};

/**
 * RS / EN: the same screen in the other language, at the paths the layout worked out; where it has
 * none there (content written in one language only), the nearest page of that language. Then Ћир /
 * Lat: the Serbian page in Cyrillic (under /cir) or Latin. A change of script loads the other page
 * (its own address, rendered by the server in that script), so those are plain links, as is English
 * from a Cyrillic page.
 */
export function LanguageSwitch({ paths }: { paths: readonly [string | undefined, string | undefined] }) {
  const { lang, script } = useSession();
  const t = useT();
  const match = useRouteMatch();
  const serbian = paths[0] ?? nearestPathIn(match, 0);
  return (
    <nav className="language-switch" aria-label={t('language.switch')}>
      {LANGUAGES.map((language) => {
        const to = paths[language.id] ?? nearestPathIn(match, language.id);
        const current = language.id === lang;
        const props = { hrefLang: language.code, lang: language.code, 'aria-current': current ? ('true' as const) : undefined, className: current ? 'active' : undefined };
        return script === 'Cyrl' && language.id === 1 ? (
          <a key={language.code} href={to} {...props}>
            {language.label}
          </a>
        ) : (
          <Link key={language.code} to={to} {...props}>
            {language.label}
          </Link>
        );
      })}
      <span className="script-switch">
        {SCRIPT_CHOICES.map((choice) => {
          const current = lang === 0 && choice.script === script;
          return (
            <a
              key={choice.script}
              href={inScript(serbian, choice.script)}
              hrefLang={choice.lang}
              lang={choice.lang}
              title={choice.name}
              aria-current={current ? 'true' : undefined}
              className={current ? 'active' : undefined}
              onClick={() => rememberScript(choice.script)}
            >
              {choice.label}
            </a>
          );
        })}
      </span>
    </nav>
  );
}
