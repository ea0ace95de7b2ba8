import { sql } from 'kysely';
import { englishRouteOf, firstSegment } from '../../../shared/routing/routes';
import type { Db } from '../../db/database';
import type { LanguageId } from '../../../shared/i18n/languages';

/**
 * The language a storefront path is in, over the routes of src/shared/routing/routes.ts: English paths start with an English route
 * name or an active page's English slug (that is not also its Serbian one); every other path is
 * Serbian, the default.
 */
export async function langOfPath(db: Db, path: string): Promise<LanguageId> {
  const first = firstSegment(path);
  if (englishRouteOf(first)) return 1;
  if (!first) return 0;
  // pages_slug_en serves this lookup.
  const { rows } = await sql<{ found: number }>`
    select 1 as found from pages where slugs[2] = ${first} and active and slugs[1] is distinct from ${first} limit 1
  `.execute(db);
  return rows.length ? 1 : 0;
}
