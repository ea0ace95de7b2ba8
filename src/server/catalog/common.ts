/**
 * What the catalogue's reads and writes share: per-request caches, the request's text and money,
 * product visibility, and the small parsers of admin input.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import sanitize from 'sanitize-html';
import { foldText } from '../../../mock-server/lib/search';
import { withTranslation } from '../../../mock-server/lib/translate';
import { pickAny as pick, pickAnyOrNull as pickOrNull, toSlug, youtubeIdOf } from '../../../mock-server/catalog/model';
import { ORDER_MAX_QUANTITY } from '../../shared/constants';
import type { GraphQLContext } from '../context';
import type { CatalogDateRange, ProductRow } from '../db/tables/catalog';
import { exchangeRateEur, inCurrency } from '../orders/exchange-rate';

export { foldText, pick, pickOrNull, toSlug, withTranslation, youtubeIdOf };

const caches = new WeakMap<object, Map<string, unknown>>();

/** A value made once per request (keyed by the request's loaders, which live exactly that long). */
export function perRequest<T>(ctx: GraphQLContext, key: string, make: () => T): T {
  let cache = caches.get(ctx.loaders);
  if (!cache) caches.set(ctx.loaders, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** RSD for one euro, read once per request. */
export function rateOf(ctx: GraphQLContext): Promise<number> {
  return perRequest(ctx, 'exchange-rate', () => exchangeRateEur(ctx.db));
}

/** An RSD amount in the request language's currency. */
export async function money(ctx: GraphQLContext, rsd: number): Promise<number> {
  return ctx.lang === 1 ? inCurrency(rsd, 1, await rateOf(ctx)) : inCurrency(rsd, 0, 1);
}

export const currencyOf = (lang: number): 'RSD' | 'EUR' => (lang === 1 ? 'EUR' : 'RSD');

export const isAdmin = (ctx: GraphQLContext): boolean => ctx.adminId != null;

/** SQL: the product (alias `p`) is shown to visitors now: switched on and inside its window. */
export const visibleSql = (alias = 'p'): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.active`)} and (${sql.ref(`${alias}.active_from`)} is null or ${sql.ref(`${alias}.active_from`)} <= now()) and (${sql.ref(`${alias}.active_to`)} is null or ${sql.ref(`${alias}.active_to`)} >= now()))`;

export function isVisible(product: Pick<ProductRow, 'active' | 'active_from' | 'active_to'>, now = Date.now()): boolean {
  return (
    product.active &&
    (!product.active_from || new Date(product.active_from).getTime() <= now) &&
    (!product.active_to || new Date(product.active_to).getTime() >= now)
  );
}

export const isOnAction = (product: Pick<ProductRow, 'price' | 'discount_price'>): boolean =>
  product.discount_price != null && Number(product.discount_price) < Number(product.price);

export const processPriceRsd = (product: Pick<ProductRow, 'price' | 'discount_price'>): number =>
  isOnAction(product) ? Number(product.discount_price) : Number(product.price);

export function productState(product: ProductRow, now = Date.now()): 'ACTIVE' | 'DEACTIVATED' | 'NOT_STARTED' | 'EXPIRED' | 'SOLD_OUT' {
  if (!product.active) return 'DEACTIVATED';
  if (product.active_from && new Date(product.active_from).getTime() > now) return 'NOT_STARTED';
  if (product.active_to && new Date(product.active_to).getTime() < now) return 'EXPIRED';
  if (product.stock <= 0) return 'SOLD_OUT';
  return 'ACTIVE';
}

export const maxQuantity = (product: ProductRow): number => Math.max(0, Math.min(ORDER_MAX_QUANTITY, product.stock));

/** The SQL text of a request language's element of a text[] column, with the Serbian fallback. */
export const pickSql = (column: string, lang: number) => sql<string>`catalog_pick(${sql.ref(column)}, ${sql.lit(lang === 1 ? 1 : 0)})`;

/** A search's LIKE pattern over folded text: %text% with LIKE's own characters escaped. */
export function containsPattern(search: string): string {
  return `%${foldText(search.trim()).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A list's date range from its arguments. */
export const rangeOf = (args: { start_date?: string | null; end_date?: string | null }): CatalogDateRange => ({
  start: args.start_date ?? null,
  end: args.end_date ?? null,
});

/** SQL: a counter row's time (alias.created_at) falls on the range's shop days (Europe/Belgrade). */
export function inRangeSql(column: string, range: CatalogDateRange | undefined): Expression<SqlBool> {
  const day = sql`(${sql.ref(column)} at time zone 'Europe/Belgrade')::date`;
  const start = range?.start ? sql`${day} >= ${range.start}::date` : sql`true`;
  const end = range?.end ? sql`${day} <= ${range.end}::date` : sql`true`;
  return sql<SqlBool>`(${start} and ${end})`;
}

export const rangeKey = (range: CatalogDateRange | undefined): string => `${range?.start ?? ''}..${range?.end ?? ''}`;

/** An id argument as a number; undefined when absent or not a whole number. */
export function idOrUndefined(id: string | number | null | undefined): number | undefined {
  if (id == null || id === '') return undefined;
  const text = String(id).trim();
  return /^\d+$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}

/** Whole-number ids of a list argument, duplicates and non-numeric ones left out. */
export function numericIds(ids: readonly (string | number)[] | null | undefined): number[] {
  return [...new Set((ids ?? []).map((id) => idOrUndefined(id)).filter((id): id is number => id !== undefined))];
}

/** Admin HTML made safe for a shopper's page. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: { ...sanitize.defaults.allowedAttributes, '*': ['class', 'style'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  }).trim();
}
