/**
 * What the cms blocks read from the catalogue (020_catalog.sql): products, categories, brands,
 * groups and campaigns. Blocks return the catalogue's rows as they are; its type resolvers answer them.
 */
import { sql } from 'kysely';
import type { SpecialListing } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { ProductRow } from '../../db/rows';
import { hasTextSql } from '../../lib/translation-sql';
import { perRequest } from './per-request';

/** How many products a special listing's carousel shows. */
export const CAROUSEL_PRODUCTS = 12;

/** A product a visitor may see: active and inside its window (the catalogue's rule). */
export function isProductShown(product: { active: boolean; active_from: Date | string | null; active_to: Date | string | null }, now = new Date()): boolean {
  const time = now.getTime();
  const at = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));
  return product.active && (!product.active_from || at(product.active_from) <= time) && (!product.active_to || at(product.active_to) >= time);
}

/**
 * A special listing's first products, in the listing's order: only what a visitor can buy and
 * named in the request's language (lib/translate.ts hasText), for administrators too. CAMPAIGN shows the group of the newest campaign (a carousel has no campaign
 * argument). Cached per request, so two carousels of the same listing run one query.
 */
export function specialProducts(ctx: GraphQLContext, special: SpecialListing): Promise<ProductRow[]> {
  return perRequest(ctx, `special:${special}`, async () => {
    const now = new Date();
    let query = ctx.db
      .selectFrom('products')
      .selectAll()
      .where('active', '=', true)
      .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', now)]))
      .where((eb) => eb.or([eb('active_to', 'is', null), eb('active_to', '>=', now)]))
      .where(hasTextSql('names', ctx.lang));
    if (special === 'ACTION') query = query.where('discount_price', 'is not', null);
    else if (special === 'NEW') query = query.where('new', '=', true);
    else if (special === 'POPULAR') query = query.where('popular', '=', true);
    else {
      query = query.where(
        'group_id',
        '=',
        sql<number>`(select group_id from group_campaigns order by created_at desc, id desc limit 1)`,
      );
    }
    return query.orderBy('position').orderBy('id').limit(CAROUSEL_PRODUCTS).execute();
  });
}

/** Which of `ids` name rows of a catalogue or cms table; the first missing one, if any. */
export async function firstMissing(
  ctx: GraphQLContext,
  table: 'products' | 'categories' | 'brands' | 'banners' | 'storage_files' | 'groups' | 'pages' | 'blocks',
  ids: readonly number[],
): Promise<number | null> {
  if (ids.length === 0) return null;
  const rows = await ctx.db.selectFrom(table).select('id').where('id', 'in', [...new Set(ids)]).execute();
  const found = new Set(rows.map((row) => row.id));
  return ids.find((id) => !found.has(id)) ?? null;
}
