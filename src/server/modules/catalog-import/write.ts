/**
 * Writing one batch of planned products in the caller's transaction: new products in one insert,
 * changed ones in one update, then the categories, gallery and values that differ replaced in one
 * statement each (a price list leaves them, and so the search documents, alone). The search
 * documents follow through the catalogue's triggers.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { positionAfter } from '../../lib/position-after';
import { codeKey } from './current';
import type { ImageTarget } from './images';
import type { ProductWrite } from './plan';

export const fileId = (target: ImageTarget): number | null => {
  if ('upload' in target) throw new Error(`image ${target.upload} was not stored before its batch`);
  return target.id;
};

const columnsOf = (product: ProductWrite) => ({
  names: product.names,
  slugs: product.slugs,
  descriptions: product.descriptions,
  price: product.price,
  discount_price: product.discount_price,
  stock: product.stock,
  active: product.active,
  brand_id: product.brand_id,
  group_id: product.group_id,
  image_id: fileId(product.image),
});

/** Writes the batch: creates the products without an id, replaces the others. Returns the new products' ids by codeKey. */
export async function writeBatch(trx: Db, products: readonly ProductWrite[]): Promise<Map<string, number>> {
  const createdIds = new Map<string, number>();
  if (products.length === 0) return createdIds;
  const created = products.filter((product) => product.id === null);
  const changed = products.filter((product) => product.id !== null);
  const ids = new Map<ProductWrite, number>(changed.map((product) => [product, product.id!]));

  if (created.length > 0) {
    const last = await trx.selectFrom('products').select(sql<number>`coalesce(max(position), 0)`.as('max')).executeTakeFirstOrThrow();
    const first = positionAfter(last.max);
    const rows = await trx
      .insertInto('products')
      .values(created.map((product, index) => ({ ...columnsOf(product), code: product.code, position: positionAfter(first + index - 1) })))
      .returning(['id', 'code'])
      .execute();
    for (const row of rows) createdIds.set(codeKey(row.code), row.id);
    for (const product of created) ids.set(product, createdIds.get(codeKey(product.code))!);
  }

  if (changed.length > 0) {
    const rows = JSON.stringify(changed.map((product) => ({ id: product.id, code: product.code, ...columnsOf(product) })));
    await sql`update products p set names = v.names, slugs = v.slugs, descriptions = v.descriptions,
        price = v.price, discount_price = v.discount_price, stock = v.stock, active = v.active,
        brand_id = v.brand_id, group_id = v.group_id, image_id = v.image_id
      from jsonb_to_recordset(${rows}::jsonb) as v(id integer, code text, names text[], slugs text[], descriptions text[],
        price numeric, discount_price numeric, stock integer, active boolean, brand_id integer, group_id integer, image_id integer)
      where p.id = v.id`.execute(trx);
  }

  // What the rows say replaces the lists that differ: categories and gallery in their order, the group's values.
  const replacing = (list: keyof ProductWrite['changed']) => products.filter((product) => product.changed[list]);
  const idsOf = (list: ProductWrite[]) => list.map((product) => ids.get(product)!);
  const categories = replacing('categories');
  const gallery = replacing('gallery');
  const specs = replacing('specs');
  const existing = (list: ProductWrite[]) => idsOf(list.filter((product) => product.id !== null));
  if (existing(categories).length > 0) await trx.deleteFrom('product_categories').where('product_id', 'in', existing(categories)).execute();
  if (existing(gallery).length > 0) await trx.deleteFrom('product_gallery').where('product_id', 'in', existing(gallery)).execute();
  if (existing(specs).length > 0) await trx.deleteFrom('product_specifications').where('product_id', 'in', existing(specs)).execute();
  const categoryRows = categories.flatMap((product) => product.categories.map((categoryId, index) => ({ product_id: ids.get(product)!, category_id: categoryId, position: index + 1 })));
  const galleryRows = gallery.flatMap((product) =>
    product.gallery.flatMap((target, index) => {
      const id = fileId(target);
      return id === null ? [] : [{ product_id: ids.get(product)!, file_id: id, position: index + 1 }];
    }),
  );
  const specRows = specs.flatMap((product) => [...product.specs].map(([filterId, values]) => ({ product_id: ids.get(product)!, filter_id: filterId, values })));
  for (const chunk of chunks(categoryRows)) await trx.insertInto('product_categories').values(chunk).execute();
  for (const chunk of chunks(galleryRows)) await trx.insertInto('product_gallery').values(chunk).execute();
  for (const chunk of chunks(specRows)) await trx.insertInto('product_specifications').values(chunk).execute();
  return createdIds;
}

/** Rows per insert statement: three or four columns each, well under PostgreSQL's 65 535 parameters. */
const INSERT_ROWS = 5_000;

export function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_ROWS) out.push(rows.slice(start, start + INSERT_ROWS));
  return out;
}
