/**
 * What the catalogue's reads and writes share: per-request caches, the request's text and money,
 * product visibility, and the small parsers of admin input.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { foldText } from '../../lib/search';
import { slugify as toSlug } from '../../../shared/routing/slug';
import { pickAny as pick, pickAnyOrNull as pickOrNull, withTranslation } from '../../lib/translate';
import { youtubeIdOf } from '../../lib/youtube';
import { maxOrderQuantity } from '../../../shared/orders/order-quantity';
import type { GraphQLContext } from '../../context';
import type { CatalogDateRange, ProductRow } from './tables';
import { perRequest } from '../../lib/per-request';
import { requestAmount, requestRate } from '../../lib/exchange-rate';

export { foldText, pick, pickOrNull, toSlug, withTranslation, youtubeIdOf };

export { perRequest };

/** RSD for one euro, read once per request; an RSD amount in the request language's currency. */
export { requestAmount as money, requestRate as rateOf };

export { currencyOf } from '../../../shared/rules/money';

export const isAdmin = (ctx: GraphQLContext): boolean => ctx.adminId != null;

/** SQL: the product (alias `p`) is shown to visitors now: switched on and inside its window. */
export const visibleSql = (alias = 'p'): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.active`)} and (${sql.ref(`${alias}.active_from`)} is null or ${sql.ref(`${alias}.active_from`)} <= now()) and (${sql.ref(`${alias}.active_to`)} is null or ${sql.ref(`${alias}.active_to`)} >= now()))`;

export { isOnAction, processPriceRsd } from '../../../shared/rules/pricing';
export { isProductVisible as isVisible, productState } from '../../../shared/rules/product-state';

export const maxQuantity = (product: ProductRow): number => maxOrderQuantity(product.stock);

/** The SQL text of a request language's element of a text[] column, with the Serbian fallback. */
export const pickSql = (column: string, lang: number) => sql<string>`catalog_pick(${sql.ref(column)}, ${sql.lit(lang === 1 ? 1 : 0)})`;

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

