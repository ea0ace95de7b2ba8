import { sql } from 'kysely';
import { ROUTES } from '../../../mock-server/live/paths';
import type { Db } from '../db/database';
import type { LanguageId } from '../../shared/languages';

const SERBIAN_ROUTES = new Set<string>(Object.values(ROUTES).map((names) => names[0]));
/** First path segments only English paths have (/home, /shop, /product …; the special listings such as /akcija are shared). */
const ENGLISH_ROUTES = new Set<string>(Object.values(ROUTES).map((names) => names[1]).filter((name) => !SERBIAN_ROUTES.has(name)));

/** A storefront path: one leading slash, no spaces (not a full or protocol-relative URL). */
export const PAGE_PATH = /^\/(?!\/)\S{0,2047}$/;

/**
 * The language a storefront path is in, as the mock decides it (mock-server/live/paths.ts
 * langOfPath): English paths start with an English route name or an active page's English slug
 * (that is not also its Serbian one); every other path is Serbian, the default.
 */
export async function langOfPath(db: Db, path: string): Promise<LanguageId> {
  const first = path.split(/[/?#]/)[1] ?? '';
  if (ENGLISH_ROUTES.has(first)) return 1;
  if (!first) return 0;
  // pages_slug_en serves this lookup.
  const { rows } = await sql<{ found: number }>`
    select 1 as found from pages where slugs[2] = ${first} and active and slugs[1] is distinct from ${first} limit 1
  `.execute(db);
  return rows.length ? 1 : 0;
}
