import type { LanguageId } from '../../../shared/i18n/languages';
import { applyHead, mergeHead, type HeadData } from './head';
import { pageLinks, settingsHead } from './page-head';

type Settings = Parameters<typeof settingsHead>[0];

/**
 * Writes a screen's head (over the settings' defaults) into the document after a navigation in the
 * page. Its own chunk: the server writes the first page's head, so the first load does without it.
 */
export function applyPageHead(settings: Settings, pageHead: HeadData | null, paths: readonly [string | undefined, string | undefined], lang: LanguageId): void {
  applyHead(document, mergeHead(settingsHead(settings, location.origin), pageHead), pageLinks(paths, lang, location.origin, location.pathname));
}
