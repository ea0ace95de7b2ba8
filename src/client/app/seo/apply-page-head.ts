import type { LanguageId } from '../../../shared/i18n/languages';
import { applyHead, mergeHead, type HeadData } from './head';
import { pageLinks, settingsHead } from './page-head';
import type { Script } from '../../../shared/i18n/scripts';
import { withoutScriptPrefix } from '../../../shared/routing/script-path';

type Settings = Parameters<typeof settingsHead>[0];

/**
 * Writes a screen's head (over the settings' defaults) into the document after a navigation in the
 * page. Its own chunk: the server writes the first page's head, so the first load does without it.
 */
export function applyPageHead(settings: Settings, pageHead: HeadData | null, paths: readonly [string | undefined, string | undefined], lang: LanguageId, script: Script): void {
  const links = pageLinks(paths, lang, location.origin, withoutScriptPrefix(location.pathname), script);
  applyHead(document, mergeHead(settingsHead(settings, location.origin), pageHead), links);
}
