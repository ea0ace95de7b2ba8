import type { LanguageId } from '../../../shared/i18n/languages';
import { mergeDictionaries, sharedDictionaries } from '../../../shared/i18n/shared-dictionaries';
import { translateWith, type Dictionaries, type MessageParams } from '../../../shared/i18n/translate-with';
import { messages as administrators } from '../administrators/messages';
import { messages as banners } from '../banners/messages';
import { messages as blog } from '../blog/messages';
import { messages as brands } from '../brands/messages';
import { messages as catalogImport } from '../catalog-import/messages';
import { messages as categories } from '../categories/messages';
import { messages as cyrillic } from '../cyrillic/messages';
import { messages as files } from '../files/messages';
import { messages as groups } from '../groups/messages';
import { messages as kit } from '../kit/messages';
import { messages as live } from '../live/messages';
import { messages as newsletter } from '../newsletter/messages';
import { messages as orders } from '../orders/messages';
import { messages as pages } from '../pages/messages';
import { messages as richText } from '../kit/rich-text/messages';
import { messages as sortable } from '../kit/sortable/messages';
import { messages as upload } from '../kit/upload/messages';
import { messages as searchInsight } from '../search-insight/messages';
import { messages as settings } from '../settings/messages';
import { messages as stats } from '../stats/messages';
import { messages as users } from '../users/messages';
import { messages as variants } from '../products/variants/messages';
import { en } from './en';
import * as RULES from './rules';
import { sr } from './sr';

/** Admin feature folders keep their texts in their own messages.ts; the kit's are shared by the catalog screens. */
export const ADMIN_FEATURE_MESSAGES = [kit, richText, sortable, upload, administrators, banners, blog, brands, catalogImport, categories, cyrillic, files, groups, live, newsletter, orders, pages, searchInsight, settings, stats, users, variants];

/**
 * The shared rule and form texts (src/shared/i18n) and the admin's own, by language index; the
 * admin's are kept apart from the storefront's so they load only with /cms.
 */
export const ADMIN_DICTIONARIES: Dictionaries = mergeDictionaries(
  sharedDictionaries(RULES),
  { 0: sr, 1: en },
  ...ADMIN_FEATURE_MESSAGES.map((feature): Dictionaries => ({ 0: feature.sr, 1: feature.en })),
);

/** An admin text in a language (see translateWith: the storefront's lookup, `*key` when missing). */
export function translateAdmin(lang: LanguageId, key: string, params?: MessageParams): string {
  return translateWith(ADMIN_DICTIONARIES, lang, key, params);
}
