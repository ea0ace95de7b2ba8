import type { LanguageId } from '../../../shared/languages';
import { messages as administrators } from '../administrators/messages';
import { messages as banners } from '../banners/messages';
import { messages as blog } from '../blog/messages';
import { messages as brands } from '../brands/messages';
import { messages as categories } from '../categories/messages';
import { messages as files } from '../files/messages';
import { messages as groups } from '../groups/messages';
import { messages as kit } from '../kit/messages';
import { messages as live } from '../live/messages';
import { messages as newsletter } from '../newsletter/messages';
import { messages as orders } from '../orders/messages';
import { messages as pages } from '../pages/messages';
import { messages as settings } from '../settings/messages';
import { messages as stats } from '../stats/messages';
import { messages as users } from '../users/messages';
import { en } from './en';
import { sr } from './sr';

/** Admin feature folders keep their texts in their own messages.ts; the kit's are shared by the catalog screens. */
const FEATURES = [kit, administrators, banners, blog, brands, categories, files, groups, live, newsletter, orders, pages, settings, stats, users];

/** The admin's own texts by language index; kept apart from the storefront's so they load only with /cms. */
export const ADMIN_DICTIONARIES: Record<LanguageId, Record<string, string>> = {
  0: Object.assign({}, sr, ...FEATURES.map((feature) => feature.sr)),
  1: Object.assign({}, en, ...FEATURES.map((feature) => feature.en)),
};

/**
 * A text of the admin in a language, `{name}` placeholders filled. As in the storefront (spec §8),
 * a missing key shows itself after an asterisk so it is spotted, not hidden.
 */
export function translateAdmin(lang: LanguageId, key: string, params: Record<string, string | number> = {}): string {
  const template = ADMIN_DICTIONARIES[lang][key];
  if (template === undefined) return `*${key}`;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
