import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '../../lib/navigation';
import type { LanguageId } from '../../../shared/i18n/languages';
import { SessionProvider } from '../../lib/session/SessionProvider';
import { usePageScript } from '../../lib/session/page-script';
import { readRememberedLang, rememberLang } from '../../lib/session/remembered-lang';
import { languageOfSearch } from '../../../shared/routing/language-param';
import { AlternateParamsContext, type AlternateParams } from '../routes/alternate-params';
import { languagePathsOf } from '../routes/language-paths';
import { matchRoute } from '../routes/match-route';
import { usePagesByLang } from '../routes/usePagesByLang';
import { RouteMatchContext } from '../routes/useRouteMatch';
import { StorefrontFrame } from './StorefrontFrame';

/** The public area: the path decides the screen and the language (spec §2), and everything below speaks it. */
export function StorefrontLayout() {
  const { pathname, search } = useLocation();
  const script = usePageScript();
  const remembered = useRef<LanguageId | null>(null);
  remembered.current ??= readRememberedLang();
  // A path both languages share shows the language it names (?lang=en), else the one last browsed.
  const chosen = languageOfSearch(search) ?? remembered.current;
  const pages = usePagesByLang(pathname, chosen);
  const match = useMemo(() => matchRoute(pathname, pages, chosen), [pathname, pages, chosen]);
  const lang = match.kind === 'admin' ? remembered.current : match.lang;

  useEffect(() => {
    remembered.current = lang;
    rememberLang(lang);
  }, [lang]);

  // What the screen says its path's slugs are in each language (useAlternateParams).
  const [alternates, setAlternates] = useState<ReadonlyMap<string, AlternateParams>>(new Map());
  const publishAlternates = useCallback((part: string, given: AlternateParams | null) => {
    setAlternates((current) => {
      const next = new Map(current);
      if (given) next.set(part, given);
      else next.delete(part);
      return next;
    });
  }, []);

  const languagePaths = useMemo(
    () => languagePathsOf(match, pages, alternates.values(), { pathname, search }, lang),
    [match, pages, lang, pathname, search, alternates],
  );

  return (
    <SessionProvider lang={lang} script={lang === 0 ? script : 'Latn'}>
      <RouteMatchContext.Provider value={match}>
        <AlternateParamsContext.Provider value={publishAlternates}>
          <StorefrontFrame match={match} pages={pages[lang]} languagePaths={languagePaths} />
        </AlternateParamsContext.Provider>
      </RouteMatchContext.Provider>
    </SessionProvider>
  );
}
