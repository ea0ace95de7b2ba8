/**
 * A product with the rows of its own that its page and card show, in one statement: its category
 * links, its image, its brand, and its options, their values and its variants. Loaded one after another, they were the product page's first two
 * waits and four statements (issue 22). The rows go where the loaders would have put them, and the
 * resolvers still ask the loaders for them, so each records the tag of what it shows as before.
 */
import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { GraphQLContext } from '../../context';
import type { StorageFileRow } from '../../db/rows';
import type { BrandRow, ProductOptionRow, ProductOptionValueRow, ProductRow, ProductVariantRow } from './tables';
import { perRequest } from './common';
import { withExplicitTables } from '../../cache/dependencies';
import { joinedBrandColumns, joinedImageColumns, productColumns, splitRow } from './row-columns';

/** The tables this statement reads by key: their rows are tagged by the loaders the resolvers ask (loaders.ts). */
const BY_KEY: ReadonlySet<string> = new Set(['products', 'product_categories', 'storage_files', 'brands', 'product_options', 'product_option_values', 'product_variants']);

export interface CategoryLink {
  product_id: number;
  category_id: number;
  position: number;
}

/** The JSON of a product's category links (alias `p`), by position, as the loaders read them. */
export const categoryLinksJson = sql`(select coalesce(json_agg(json_build_object('product_id', pc.product_id, 'category_id', pc.category_id, 'position', pc.position)
  order by pc.position), '[]'::json) from product_categories pc where pc.product_id = p.id)`;

/**
 * A statement's text, compiled once per database (its parameters given at each run): the product
 * page's columns are sixty references, which Kysely would otherwise build, freeze and compile again
 * for every request.
 */
export function compiledOnce(make: (parameter: (index: number) => RawBuilder<unknown>) => RawBuilder<unknown>): (db: Db, parameters: unknown[]) => CompiledQuery<Record<string, unknown>> {
  const texts = new WeakMap<Db, string>();
  return (db, parameters) => {
    let text = texts.get(db);
    if (text === undefined) {
      // Compiled with placeholders' indexes as parameters, which must come out as $1, $2… in order.
      const compiled = make((index) => sql`${index}`).compile(db);
      if (compiled.parameters.some((value, at) => value !== at)) throw new Error('compiledOnce: parameters out of order');
      texts.set(db, (text = compiled.sql));
    }
    return CompiledQuery.raw(text, parameters) as CompiledQuery<Record<string, unknown>>;
  };
}

/**
 * A product row read with its own rows beside it (`image.*`, `brand.*`, `category_links`), its own
 * rows put where the loaders would have put them; `aside` names further columns the caller keeps.
 * The product itself is the caller's to make known (or to prime).
 */
export function knowOwnRows<P extends { id: number } = ProductRow>(
  ctx: GraphQLContext,
  row: Record<string, unknown>,
  began: number | null,
  aside: readonly string[] = [],
): { product: P; aside: Record<string, unknown> } {
  const split = splitRow<P>(row, ['category_links', ...aside]);
  const image = split.joined.get('image') as StorageFileRow | null | undefined;
  const brand = split.joined.get('brand') as BrandRow | null | undefined;
  ctx.loaders.knownColumn('product_categories', 'product_id', 'position', split.own.id, split.aside.category_links as CategoryLink[], began);
  if (image) ctx.loaders.known('storage_files', [image], began);
  if (brand) ctx.loaders.known('brands', [brand], began);
  return { product: split.own, aside: split.aside };
}

/** The JSON of a product's (alias `p`) options, their values and its variants, as the loaders read them (by id). */
const variantRowsJson = sql`(select coalesce(json_agg(o order by o.id), '[]'::json) from product_options o where o.product_id = p.id) as options,
  (select coalesce(json_agg(ov order by ov.id), '[]'::json) from product_option_values ov join product_options o on o.id = ov.option_id where o.product_id = p.id) as option_values,
  (select coalesce(json_agg(v order by v.id), '[]'::json) from product_variants v where v.product_id = p.id) as variants`;

/** A product's options, their values and its variants, read with it, put where the loaders the variant resolvers ask would have put them. */
function knowVariantRows(ctx: GraphQLContext, productId: number, aside: Record<string, unknown>, began: number | null): void {
  const options = aside.options as ProductOptionRow[];
  const values = aside.option_values as ProductOptionValueRow[];
  ctx.loaders.knownColumn('product_options', 'product_id', 'id', productId, options, began);
  for (const option of options) ctx.loaders.knownColumn('product_option_values', 'option_id', 'id', option.id, values.filter((value) => value.option_id === option.id), began);
  ctx.loaders.known('product_option_values', values, began);
  ctx.loaders.knownColumn('product_variants', 'product_id', 'id', productId, aside.variants as ProductVariantRow['variant'][], began);
}

const productPageStatement = compiledOnce(
  (parameter) => sql`select ${productColumns('p')}, ${joinedImageColumns('f')}, ${joinedBrandColumns('b')},
      ${categoryLinksJson} as category_links, ${variantRowsJson}
    from products p left join storage_files f on f.id = p.image_id left join brands b on b.id = p.brand_id
    where p.id = ${parameter(0)}`,
);

/** The product with this id (null when there is none), as ctx.loaders.byId('products').load(id) gives it. */
export async function productWithOwnRows(ctx: GraphQLContext, id: number): Promise<ProductRow | null> {
  const loader = ctx.loaders.byId('products');
  // Kept among the shared rows: the loader answers at once, and the rest is likely kept too.
  if (ctx.loaders.kept('products', id) !== undefined) return loader.load(id);
  await perRequest(ctx, `product-page:${id}`, async () => {
    const began = ctx.loaders.began();
    const { rows } = await withExplicitTables(BY_KEY, [], () => ctx.db.executeQuery(productPageStatement(ctx.db, [id])));
    const found = rows[0];
    if (!found) {
      loader.prime(id, null);
    } else {
      const { product, aside } = knowOwnRows(ctx, found, began, ['options', 'option_values', 'variants']);
      knowVariantRows(ctx, product.id, aside, began);
      ctx.loaders.known('products', [product], began);
    }
  });
  // Asked of the loader by every caller, which records the product's tag as it always did.
  return loader.load(id);
}
