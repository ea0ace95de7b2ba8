import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useGetSettingsQuery } from '../../../../generated/hooks';
import { htmlLangOf } from '../../../shared/i18n/scripts';
import { renderedOnServer } from '../server-state';
import { useSession } from '../../lib/session/useSession';
import type { HeadData } from './head';
import { SeoContext } from './seo-context';

interface Props {
  /** This page's path in each language; undefined where it is not known yet. */
  paths: readonly [string | undefined, string | undefined];
  children: ReactNode;
}

/** Keeps the document head in step with the screen's SEO over the settings' defaults (the server wrote the first one). */
export function HeadManager({ paths, children }: Props) {
  const { lang, script } = useSession();
  const settings = useGetSettingsQuery();
  const [pageHead, setPageHead] = useState<HeadData | null>(null);
  const [sr, en] = paths;
  // The server wrote this page's head: it stays until the screen gives its own, rather than the defaults flashing in between.
  const serverPath = useRef(renderedOnServer() ? location.pathname : null);

  // The page's language at once, not when the settings arrive: screen readers pick their voice by it.
  useEffect(() => {
    document.documentElement.lang = htmlLangOf(lang, script);
  }, [lang, script]);

  useEffect(() => {
    if (!settings.data) return;
    if (serverPath.current !== location.pathname) serverPath.current = null;
    else if (pageHead === null) return;
    serverPath.current = null;
    const { settings: values } = settings.data;
    // Module promises settle in the order asked, so the latest screen's head is written last.
    void import('./apply-page-head').then(({ applyPageHead }) => applyPageHead(values, pageHead, [sr, en], lang, script));
  }, [settings.data, pageHead, sr, en, lang, script]);

  return <SeoContext.Provider value={setPageHead}>{children}</SeoContext.Provider>;
}
