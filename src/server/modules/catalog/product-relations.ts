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
import { productColumns } from './row-columns';

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

/** The products table, tagged by the connected products' own ids rather than as a scan. */
const CONNECTED_TABLES: ReadonlySet<string> = new Set(['products']);

/** The connected products, in their order (shown or not: the resolver decides). */
export const connectedOf = (ctx: GraphQLContext) =>
  ownedBy<ProductRow>(ctx, 'connected', async (ids) => {
    const { rows } = await withExplicitTables(CONNECTED_TABLES, [], () =>
      sql<Owned<ProductRow>>`select ${productColumns('p')}, c.product_id as owner_id from product_connections c join products p on p.id = c.connected_id
      where c.product_id = any(${ids}::int[]) order by c.product_id, c.position`.execute(ctx.db),
    );
    // Each owner shows its connected products: a change of one makes the owner's answers stale too.
    for (const row of rows) recordDependency(productTag(row.id), productTag(row.owner_id));
    const byId = ctx.loaders.byId('products');
    for (const { owner_id: _owner, ...product } of rows) byId.prime(product.id, product as ProductRow);
    return rows;
  });
