/** The words for where a file is used, in both languages; the server refuses with them. */
import type { StorageUsageKind } from '../../../../generated/resolvers';
import { translate } from '../../errors';

const KIND_LABELS: Record<StorageUsageKind, [string, string]> = {
  PRODUCT: ['proizvod', 'product'],
  CATEGORY: ['kategorija', 'category'],
  BRAND: ['brend', 'brand'],
  BANNER: ['baner', 'banner'],
  BLOCK: ['blok', 'block'],
  PAGE: ['stranica', 'page'],
  SETTING: ['podešavanje', 'setting'],
  BLOG_POST: ['blog post', 'blog post'],
};

/** How many uses the refusal names before it says how many more there are. */
const MAX_LISTED = 10;

const quoted = (lang: number, text: string) => (lang === 1 ? `"${text}"` : `„${text}“`);

export interface UsageOfFile {
  file_id: number;
  kind: StorageUsageKind;
  name: string;
}

/** Why files in use were not deleted: each file with the records that use it, in the request's language. */
export function filesInUseMessage(lang: number, files: readonly { id: number; orig_name: string }[], usages: readonly UsageOfFile[]): string {
  const parts: string[] = [];
  let listed = 0;
  for (const file of files) {
    const uses = usages.filter((usage) => usage.file_id === file.id);
    if (uses.length === 0 || listed >= MAX_LISTED) continue;
    const shown = uses.slice(0, MAX_LISTED - listed);
    listed += shown.length;
    parts.push(`${quoted(lang, file.orig_name)}: ${shown.map((use) => `${KIND_LABELS[use.kind][lang === 1 ? 1 : 0]} ${quoted(lang, use.name)}`).join(', ')}`);
  }
  const rest = usages.length - listed;
  const uses = parts.join('; ') + (rest > 0 ? ` ${translate(lang, 'andMore', { count: rest })}` : '');
  return translate(lang, 'filesInUse', { uses });
}
