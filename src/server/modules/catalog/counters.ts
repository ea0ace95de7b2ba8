/**
 * Counts that list rows show (products per category or brand, views and wishlist adds within a
 * date range), batched per request: a list of 50 categories asks one query per counter, not 50.
 */
import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { CatalogDateRange } from './tables';
import { inRangeSql, perRequest, rangeKey, visibleSql } from './common';
import { categoryTree } from './tree';
import { shownBy, shownInCategories } from './listing-index/indexed-counts';

type Counted = { key: number | string; count: number | string };

function counter<K extends number | string>(ctx: GraphQLContext, name: string, fetch: (keys: K[]) => Promise<Counted[]>): DataLoader<K, number> {
  return perRequest(
    ctx,
    `counter:${name}`,
    () =>
      new DataLoader<K, number>(async (keys) => {
        const rows = await fetch([...keys]);
        const counts = new Map(rows.map((row) => [String(row.key), Number(row.count)]));
        return keys.map((key) => counts.get(String(key)) ?? 0);
      }),
  );
}

export type CounterTable = 'product_views' | 'wishlist_added';

/** Views or wishlist adds of each product within the range. */
export const productCounter = (ctx: GraphQLContext, table: CounterTable, range?: CatalogDateRange) =>
  counter<number>(ctx, `${table}:product:${rangeKey(range)}`, async (ids) =>
    (
      await sql<Counted>`select c.product_id as key, count(*) as count from ${sql.table(table)} c
        where c.product_id = any(${ids}::int[]) and ${inRangeSql('c.created_at', range)} group by c.product_id`.execute(ctx.db)
    ).rows,
  );

/** Views or wishlist adds that arrived through each campaign code within the range. */
export const campaignCounter = (ctx: GraphQLContext, table: CounterTable, range?: CatalogDateRange) =>
  counter<string>(ctx, `${table}:campaign:${rangeKey(range)}`, async (codes) =>
    (
      await sql<Counted>`select c.campaign as key, count(*) as count from ${sql.table(table)} c
        where c.campaign = any(${codes}::text[]) and ${inRangeSql('c.created_at', range)} group by c.campaign`.execute(ctx.db)
    ).rows,
  );

/** Views or wishlist adds of every product (shown or not) of each brand within the range. */
export const brandCounter = (ctx: GraphQLContext, table: CounterTable, range?: CatalogDateRange) =>
  counter<number>(ctx, `${table}:brand:${rangeKey(range)}`, async (ids) =>
    (
      await sql<Counted>`select p.brand_id as key, count(*) as count from ${sql.table(table)} c join products p on p.id = c.product_id
        where p.brand_id = any(${ids}::int[]) and ${inRangeSql('c.created_at', range)} group by p.brand_id`.execute(ctx.db)
    ).rows,
  );

/**
 * Views or wishlist adds of every product (shown or not) in each category or its subcategories,
 * a product in two of them counted once.
 */
export const categoryCounter = (ctx: GraphQLContext, table: CounterTable, range?: CatalogDateRange) =>
  counter<number>(ctx, `${table}:category:${rangeKey(range)}`, async (ids) => {
    const tree = await categoryTree(ctx);
    const roots: number[] = [];
    const members: number[] = [];
    for (const id of ids) for (const member of tree.subtree(id)) {
      roots.push(id);
      members.push(member);
    }
    return (
      await sql<Counted>`select rp.root as key, count(*) as count from (
          select distinct t.root, pc.product_id from unnest(${roots}::int[], ${members}::int[]) as t(root, category_id)
          join product_categories pc on pc.category_id = t.category_id
        ) rp join ${sql.table(table)} c on c.product_id = rp.product_id
        where ${inRangeSql('c.created_at', range)} group by rp.root`.execute(ctx.db)
    ).rows;
  });

/**
 * The listing index, for the counts a visitor's answer shows (an administrator reads the database:
 * a count right after their own change is the change's).
 */
async function indexForVisitors(ctx: GraphQLContext) {
  return ctx.adminId == null ? ctx.services.listingIndex?.shop() : undefined;
}

/** Shown products placed directly in each category, optionally only a brand's or a group's. */
export const categoryProductCounter = (ctx: GraphQLContext, brandId?: number, groupId?: number) =>
  counter<number>(ctx, `category-products:${brandId ?? ''}:${groupId ?? ''}`, async (ids) => {
    const shop = await indexForVisitors(ctx);
    if (shop) return shownInCategories(shop, ids, new Date(), { brand: brandId, group: groupId });
    return (
      await sql<Counted>`select pc.category_id as key, count(*) as count from product_categories pc join products p on p.id = pc.product_id
        where pc.category_id = any(${ids}::int[]) and ${visibleSql('p')}
        ${brandId != null ? sql`and p.brand_id = ${brandId}` : sql``}
        ${groupId != null ? sql`and p.group_id = ${groupId}` : sql``}
        group by pc.category_id`.execute(ctx.db)
    ).rows;
  });

/** Shown products of each brand. */
export const brandProductCounter = (ctx: GraphQLContext) =>
  counter<number>(ctx, 'brand-products', async (ids) => {
    const shop = await indexForVisitors(ctx);
    if (shop) return shownBy(shop, 'brand', ids, new Date());
    return (
      await sql<Counted>`select p.brand_id as key, count(*) as count from products p
        where p.brand_id = any(${ids}::int[]) and ${visibleSql('p')} group by p.brand_id`.execute(ctx.db)
    ).rows;
  });

/** Shown products of each group. */
export const groupProductCounter = (ctx: GraphQLContext) =>
  counter<number>(ctx, 'group-products', async (ids) => {
    const shop = await indexForVisitors(ctx);
    if (shop) return shownBy(shop, 'group', ids, new Date());
    return (
      await sql<Counted>`select p.group_id as key, count(*) as count from products p
        where p.group_id = any(${ids}::int[]) and ${visibleSql('p')} group by p.group_id`.execute(ctx.db)
    ).rows;
  });
