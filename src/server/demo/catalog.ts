import type { DemoShop } from '../../../fixtures/shop';
import type { ProductRecord } from '../../../fixtures/catalog/records';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { continueIds, inBatches } from './batches';
import { copyCode } from './copy-codes';
import { seedVariants } from './variants';
import type { SeedOptions } from './options';

/**
 * The demo products, or `count` of them: the demo's own first (keeping their ids), then copies with
 * numbered codes and names ("… #2") so benchmarks get a large catalogue.
 */
function catalogueProducts(demo: DemoShop, count: number | null): { record: ProductRecord; copy: number }[] {
  const own = demo.products;
  const total = count ?? own.length;
  const out: { record: ProductRecord; copy: number }[] = [];
  for (let index = 0; index < total; index += 1) {
    const record = own[index % own.length]!;
    out.push({ record, copy: Math.floor(index / own.length) + 1 });
  }
  return out;
}

/** The demo catalogue: categories, brands, groups with filters and campaigns, products and their links. */
export async function seedCatalog(db: Db, demo: DemoShop, options: SeedOptions): Promise<void> {
  const categories = [...demo.categories].sort((a, b) => a.id - b.id);
  // Parents come first in the fixtures, so the self-reference is always satisfied.
  await inBatches(categories, (batch) =>
    db.insertInto('categories').values(batch.map((category) => ({ ...category }))).execute(),
  );
  await inBatches(demo.brands, (batch) => db.insertInto('brands').values(batch.map((brand) => ({ ...brand }))).execute());
  await inBatches(demo.groups, (batch) => db.insertInto('groups').values(batch.map((group) => ({ ...group }))).execute());
  await inBatches(demo.filters, (batch) => db.insertInto('filters').values(batch.map((filter) => ({ ...filter }))).execute());
  await inBatches(demo.campaigns, (batch) =>
    db.insertInto('group_campaigns').values(batch.map((campaign) => ({ ...campaign }))).execute(),
  );

  const products = catalogueProducts(demo, options.products);
  const ownCount = demo.products.length;
  const maxOwnId = Math.max(0, ...demo.products.map((product) => product.id));
  const productId = (index: number) => (index < ownCount ? demo.products[index]!.id : maxOwnId + (index - ownCount) + 1);

  // What migration 084's triggers join while the products, their categories and specifications go in.
  const keepStatistics = () => sql`analyze product_categories, product_specifications, listing_facet_rows, listing_facet_counts, listing_price_counts`.execute(db);
  await inBatches(
    products.map((entry, index) => ({ ...entry, index })),
    (batch) =>
      db
        .insertInto('products')
        .values(
          batch.map(({ record, copy, index }) => {
            const suffix = copy > 1 ? ` #${copy}` : '';
            const slugSuffix = copy > 1 ? `-${copy}` : '';
            return {
              id: productId(index),
              code: copyCode(record.code, copy),
              names: record.names.map((name) => name + suffix),
              slugs: record.slugs.map((slug) => slug + slugSuffix),
              descriptions: [...record.descriptions],
              seo_titles: [...record.seo_titles],
              seo_keywords_list: [...record.seo_keywords_list],
              seo_descriptions: [...record.seo_descriptions],
              price: record.price,
              discount_price: record.discount_price,
              stock: record.stock,
              new: record.new,
              popular: record.popular,
              active: record.active,
              active_from: record.active_from,
              active_to: record.active_to,
              brand_id: record.brand_id,
              group_id: record.group_id,
              image_id: record.image_id,
              youtube: record.youtube,
              feature_connected: record.features.connected,
              feature_gallery: record.features.gallery,
              feature_specifications: record.features.specifications,
              feature_youtube: record.features.youtube,
              feature_price: record.features.price,
              position: index + 1,
              created_at: record.created_at,
              updated_at: record.updated_at,
            };
          }),
        )
        .execute(),
    keepStatistics,
  );

  const links = products.flatMap(({ record }, index) =>
    record.category_ids.map((categoryId, position) => ({ product_id: productId(index), category_id: categoryId, position: position + 1 })),
  );
  await inBatches(links, (batch) => db.insertInto('product_categories').values(batch).execute(), keepStatistics);
  const gallery = products.flatMap(({ record }, index) =>
    record.gallery_ids.map((fileId, position) => ({ product_id: productId(index), file_id: fileId, position: position + 1 })),
  );
  await inBatches(gallery, (batch) => db.insertInto('product_gallery').values(batch).execute());
  const specifications = products.flatMap(({ record }, index) =>
    record.specifications.map((spec) => ({ product_id: productId(index), filter_id: spec.filter_id, values: [...spec.values] })),
  );
  await inBatches(specifications, (batch) => db.insertInto('product_specifications').values(batch).execute(), keepStatistics);
  // Connections only among the demo's own products that were loaded (copies are for volume).
  const loaded = new Set(products.map((_entry, index) => productId(index)));
  const connections = demo.products
    .filter((record) => loaded.has(record.id))
    .flatMap((record) =>
      record.connected_ids
        .filter((connectedId) => loaded.has(connectedId))
        .map((connectedId, position) => ({ product_id: record.id, connected_id: connectedId, position: position + 1 })),
    );
  await inBatches(connections, (batch) => db.insertInto('product_connections').values(batch).execute());

  for (const table of ['categories', 'brands', 'groups', 'filters', 'group_campaigns', 'products']) await continueIds(db, table);
  await seedVariants(db, products.map(({ record, copy }, index) => ({ id: productId(index), record, copy })));
}
