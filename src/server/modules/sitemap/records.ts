/** What the sitemap lists, read in a fixed number of queries whatever the catalogue's size. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { visibleSql } from '../catalog';

export interface SluggedRecord {
  id: number;
  /** By language index: [Serbian, English]. */
  slugs: string[];
  updated_at: Date;
}

/** A record listed in a language only when it has a name there (lib/translate.ts hasText). */
interface TitledRecord extends SluggedRecord {
  /** By language index: [Serbian, English]; '' where it is not written. */
  names: string[];
}

/** A category: listed in a language only when it and every category above it are named there. */
export interface CategoryRecord extends TitledRecord {
  parent_id: number | null;
}

export interface PageRecord extends TitledRecord {
  code: string | null;
}

export interface PostRecord extends TitledRecord {
  active: boolean;
  published_at: Date;
}

export interface ProductRecord extends TitledRecord {
  active_from: Date | null;
  /** The product's main category (its first, as Product.category answers), if any. */
  category_id: number | null;
}

/** Everything but the products: a shop has some hundreds of these, and category paths need the whole tree. */
export interface SmallRecords {
  categories: CategoryRecord[];
  brands: SluggedRecord[];
  pages: PageRecord[];
  posts: PostRecord[];
}

export async function smallRecords(db: Db): Promise<SmallRecords> {
  const [categories, brands, pages, posts] = await Promise.all([
    db.selectFrom('categories').select(['id', 'parent_id', 'names', 'slugs', 'updated_at']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'slugs', 'updated_at']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('pages').select(['id', 'code', 'names', 'slugs', 'updated_at']).where('active', '=', true).orderBy('id').execute(),
    db
      .selectFrom('blog_posts')
      .select(['id', 'names', 'slugs', 'active', 'published_at', 'updated_at'])
      .where('active', '=', true)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return { categories, brands, pages, posts };
}

/** How many products visitors see now, and the latest change among them. */
export async function visibleProductSummary(db: Db): Promise<{ count: number; lastmod: Date | null }> {
  const row = await db
    .selectFrom('products as p')
    .select([sql<string>`count(*)`.as('count'), sql<Date | null>`max(greatest(p.updated_at, p.active_from))`.as('lastmod')])
    .where(visibleSql('p'))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastmod: row.lastmod ? new Date(row.lastmod) : null };
}

/** Visible products in id order, `limit` from `offset`, each with its main category. */
export async function visibleProducts(db: Db, offset: number, limit: number): Promise<ProductRecord[]> {
  if (limit <= 0) return [];
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.names', 'p.slugs', 'p.updated_at', 'p.active_from'])
    .select((eb) =>
      eb
        .selectFrom('product_categories as pc')
        .select('pc.category_id')
        .whereRef('pc.product_id', '=', 'p.id')
        .orderBy('pc.position')
        .orderBy('pc.category_id')
        .limit(1)
        .as('category_id'),
    )
    .where(visibleSql('p'))
    .orderBy('p.id')
    .offset(offset)
    .limit(limit)
    .execute();
}
