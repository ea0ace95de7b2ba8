/** A size on sale for tests of what its selling out changes: the first variant with options of a shown product, under a top category. */
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';

export interface SizeOnSale {
  product_id: number;
  variant_id: number;
  stock: number;
  /** The variant's own price (RSD). */
  price: number;
  /** The slug of the top category its product is listed under. */
  slug: string;
}

export async function sizeOnSale(db: Db): Promise<SizeOnSale> {
  const { rows } = await sql<SizeOnSale>`with recursive up (product_id, id, parent_id) as (
      select pc.product_id, c.id, c.parent_id from product_categories pc join categories c on c.id = pc.category_id
      union select up.product_id, c.id, c.parent_id from up join categories c on c.id = up.parent_id)
    select v.product_id, v.id as variant_id, v.stock, v.price, c.slugs[1] as slug
    from product_variants v join products p on p.id = v.product_id join up on up.product_id = p.id and up.parent_id is null join categories c on c.id = up.id
    where v.value_ids <> '{}' and v.active and v.stock > 0 and p.active and p.active_from is null and p.active_to is null order by v.id limit 1`.execute(db);
  return rows[0]!;
}
