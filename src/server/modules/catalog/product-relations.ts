/**
 * A product's gallery, specifications and connected products, each loaded for every product of the
 * request in one query that joins the link table to what it links: one round trip, not the links
 * first and their records after.
 */
import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { StorageFileRow } from '../../db/rows';
import type { FilterRow, ProductRow } from './tables';
import { perRequest } from './common';
import { recordDependency, withExplicitTables } from '../../cache/dependencies';
import { productTag } from '../../cache/write-tags';
import { joinedImageColumns, productColumns } from './row-columns';
import { categoryLinksJson, compiledOnce, knowOwnRows } from './product-page';

type Owned<T> = T & { owner_id: number };

/** A per-request loader of the rows each product owns, from one query over all of the request's products. */
function ownedBy<T>(ctx: GraphQLContext, name: string, rowsOf: (ids: number[]) => Promise<Owned<T>[]>): DataLoader<number, T[]> {
  return perRequest(
    ctx,
    `product-relations:${name}`,
    () =>
      new DataLoader<number, T[]>(async (ids) => {
        const groups = new Map<number, T[]>();
        for (const { owner_id, ...row } of await rowsOf([...ids])) groups.set(owner_id, [...(groups.get(owner_id) ?? []), row as T]);
        return ids.map((id) => groups.get(id) ?? []);
      }),
  );
}

/** The gallery's files, in their order. */
export const galleryOf = (ctx: GraphQLContext) =>
  ownedBy<StorageFileRow>(ctx, 'gallery', async (ids) =>
    (
      await sql<Owned<StorageFileRow>>`select f.*, g.product_id as owner_id from product_gallery g join storage_files f on f.id = g.file_id
        where g.product_id = any(${ids}::int[]) order by g.product_id, g.position`.execute(ctx.db)
    ).rows,
  );

/** The specifications with their filters, by filter position. */
export const specificationsOf = (ctx: GraphQLContext) =>
  ownedBy<{ values: string[]; filter: FilterRow }>(ctx, 'specifications', async (ids) => {
    const { rows } = await sql<{ owner_id: number; values: string[]; filter_id: number; group_id: number; position: number; names: string[] }>`
      select s.product_id as owner_id, s."values", f.id as filter_id, f.group_id, f.position, f.names
      from product_specifications s join filters f on f.id = s.filter_id
      where s.product_id = any(${ids}::int[]) order by s.product_id, f.position, f.id`.execute(ctx.db);
    return rows.map((row) => ({ owner_id: row.owner_id, values: row.values, filter: { id: row.filter_id, group_id: row.group_id, position: row.position, names: row.names } }));
  });

/**
 * The products table, tagged by the connected products' own ids rather than as a scan; their category
 * links and images, read in the same statement, by the loaders the cards' resolvers then ask (loaders.ts).
 */
const CONNECTED_TABLES: ReadonlySet<string> = new Set(['products', 'product_categories', 'storage_files']);

const connectedStatement = compiledOnce(
  (parameter) => sql`select ${productColumns('p')}, c.product_id as owner_id, ${joinedImageColumns('f')}, ${categoryLinksJson} as category_links
    from product_connections c join products p on p.id = c.connected_id left join storage_files f on f.id = p.image_id
    where c.product_id = any(${parameter(0)}::int[]) order by c.product_id, c.position`,
);

/**
 * The connected products, in their order (shown or not: the resolver decides), with each one's
 * category links and image, which their cards show: one statement, not three one after another.
 */
export const connectedOf = (ctx: GraphQLContext) =>
  ownedBy<ProductRow>(ctx, 'connected', async (ids) => {
    const began = ctx.loaders.began();
    const { rows } = (await withExplicitTables(CONNECTED_TABLES, [], () => ctx.db.executeQuery(connectedStatement(ctx.db, [ids])))) as { rows: Owned<ProductRow>[] };
    // Each owner shows its connected products: a change of one makes the owner's answers stale too.
    for (const row of rows) recordDependency(productTag(row.id), productTag(row.owner_id));
    const byId = ctx.loaders.byId('products');
    return rows.map((row) => {
      const { product, aside } = knowOwnRows(ctx, row as unknown as Record<string, unknown>, began, ['owner_id']);
      byId.prime(product.id, product);
      return { ...product, owner_id: aside.owner_id as number };
    });
  });
