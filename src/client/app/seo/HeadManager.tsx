import { useEffect, useState, type ReactNode } from 'react';
import { useGetSettingsQuery } from '../../../../generated/hooks';
import { LANGUAGES } from '../../../shared/languages';
import { useSession } from '../../lib/session/useSession';
import { applyHead, mergeHead, type HeadData } from './head';
import { SeoContext } from './seo-context';

interface Props {
  /** This page's path in each language; undefined where it is not known yet. */
  paths: readonly [string | undefined, string | undefined];
  children: ReactNode;
}

const origin = () => (typeof location === 'undefined' ? '' : location.origin);
/** Link previews need absolute addresses; stored files come as /storage/…. */
const absolute = (url: string | undefined) => (url?.startsWith('/') ? origin() + url : url);

/** Keeps the document head in step with the screen's SEO over the settings' defaults. */
export function HeadManager({ paths, children }: Props) {
  const { lang } = useSession();
  const settings = useGetSettingsQuery();
  const [pageHead, setPageHead] = useState<HeadData | null>(null);
  const [sr, en] = paths;

  // The page's language at once, not when the settings arrive: screen readers pick their voice by it.
  useEffect(() => {
    document.documentElement.lang = LANGUAGES[lang].code;
  }, [lang]);

  useEffect(() => {
    if (!settings.data) return;
    const value = (field: string) => settings.data.settings.find((setting) => setting.field === field);
    const defaults: HeadData = {
      title: value('seo_title')?.value,
      description: value('seo_description')?.value,
      keywords: value('seo_keywords')?.value,
      image: absolute(value('share_image')?.image?.url),
    };
    const alternates: Record<string, string> = {};
    if (sr) alternates[LANGUAGES[0].code] = origin() + sr;
    if (en) alternates[LANGUAGES[1].code] = origin() + en;
    if (sr) alternates['x-default'] = origin() + sr;
    const current = lang === 0 ? sr : en;
    applyHead(document, mergeHead(defaults, pageHead), {
      canonical: origin() + (current ?? location.pathname),
      alternates,
      locale: lang === 0 ? 'sr_RS' : 'en_US',
    });
  }, [settings.data, pageHead, sr, en, lang]);

  return <SeoContext.Provider value={setPageHead}>{children}</SeoContext.Provider>;
}
