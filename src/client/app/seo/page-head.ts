import { LANGUAGES, type LanguageId } from '../../../shared/i18n/languages';
import { withOnlyLanguageParam } from '../../../shared/routing/language-param';
import type { Script } from '../../../shared/i18n/scripts';
import { inScript } from '../../../shared/routing/script-path';
import type { ImagePreload } from '../../ui/image-preload';
import type { HeadData, HeadLinks } from './head';
import { SHOP_NAME_FIELD } from '../../../shared/rules/brand-images';
import { DEFAULT_SHOP_NAME } from './page-title';

interface Setting {
  field: string;
  value?: string | null;
  image?: { url: string } | null;
}

/** Link previews need absolute addresses; stored files come as /storage/…. */
export const absoluteFrom = (origin: string) => (url: string | null | undefined) => (url?.startsWith('/') ? origin + url : url);

/** The settings' SEO (spec §9), which every page's own values go over, and the shop's name its titles end with. */
export function settingsHead(settings: readonly Setting[], origin: string): HeadData {
  const value = (field: string) => settings.find((setting) => setting.field === field);
  return {
    title: value('seo_title')?.value,
    description: value('seo_description')?.value,
    keywords: value('seo_keywords')?.value,
    image: absoluteFrom(origin)(value('share_image')?.image?.url),
    shopName: value(SHOP_NAME_FIELD)?.value || DEFAULT_SHOP_NAME,
  };
}

/**
 * The logo the header draws on every page, fetched with the page's own largest image: where no photo
 * fills the first screen it is the largest image there, and found only after the scripts otherwise.
 */
export function logoPreload(settings: readonly Setting[]): ImagePreload | null {
  const url = settings.find((setting) => setting.field === 'logo')?.image?.url;
  return url ? { href: url } : null;
}

/**
 * Canonical address, hreflang alternates (Serbian is x-default) and locale of a page with these
 * addresses (the language switch's): the alternates whole, the canonical without the query string
 * but the language it names (languagePathsOf).
 */
export function pageLinks(paths: readonly [string | undefined, string | undefined], lang: LanguageId, origin: string, currentPath: string, script: Script = 'Latn'): HeadLinks {
  const [sr, en] = paths;
  const alternates: Record<string, string> = {};
  // Serbian in both its scripts (issue 29): the Latin page at its path, the Cyrillic one under /cir.
  if (sr) alternates['sr-Latn'] = origin + sr;
  if (sr) alternates['sr-Cyrl'] = origin + inScript(sr, 'Cyrl');
  if (en) alternates[LANGUAGES[1].code] = origin + en;
  if (sr) alternates['x-default'] = origin + sr;
  const own = lang === 0 ? sr : en;
  const canonical = own === undefined ? currentPath : withOnlyLanguageParam(own);
  return { canonical: origin + (lang === 0 ? inScript(canonical, script) : canonical), alternates, locale: lang === 0 ? 'sr_RS' : 'en_US' };
}
