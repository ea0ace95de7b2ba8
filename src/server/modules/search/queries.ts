/**
 * The search's own queries beside the products' (catalog/search): categories, brands and published
 * posts whose names match, and the brands and categories of every product found, each one query.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import { sharedRows } from '../../lib/per-content';
import type { BlogPostRow } from '../cms';
import { kindIn, matchesEvery, productMatches, rankOfEvery, visibleSql, wordsAcross, wordsOf, type BrandRow, type CategoryRow, type SearchPlan } from '../catalog';

/** Facet entries of each kind at most. */
export const MAX_FACETS = 30;

/** Rows of `table` (alias t) whose name in either language matches (the plan's language's first), best first, then by name. */
async function byName<T>(ctx: GraphQLContext, table: 'categories' | 'brands', plan: SearchPlan, first: number): Promise<T[]> {
  if (first === 0 || plan.words.length === 0) return [];
  const name = sql.ref('w.name');
  // offset 0 keeps the subquery whole, so each name is written by catalog_words once, not once per use.
  // Shared as they are: a few small rows.
  return sharedRows(
    ctx,
    sql<T>`select t.* from ${sql.table(table)} t
      cross join lateral (select ${wordsAcross('t.names', plan.lang)} as name offset 0) w
      where ${matchesEvery(plan, name)}
      order by ${rankOfEvery(plan, kindIn(name))}, w.name, t.id
      limit ${first}`,
  );
}

export const matchingCategories = (ctx: GraphQLContext, plan: SearchPlan, first: number) => byName<CategoryRow>(ctx, 'categories', plan, first);
export const matchingBrands = (ctx: GraphQLContext, plan: SearchPlan, first: number) => byName<BrandRow>(ctx, 'brands', plan, first);

/** Published posts whose title or summary holds every word: title matches first, then the newest. */
export async function matchingPosts(ctx: GraphQLContext, plan: SearchPlan, first: number): Promise<BlogPostRow[]> {
  if (first === 0 || plan.words.length === 0) return [];
  const { rows } = await sql<BlogPostRow>`
    select b.* from blog_posts b
    cross join lateral (select ${wordsOf('b.names', plan.lang)} as title, ${wordsOf('b.summaries', plan.lang)} as summary offset 0) t
    where b.active and b.published_at <= now() and ${matchesEvery(plan, sql`(t.title || t.summary)`)}
    order by ${rankOfEvery(plan, (term) => sql`case when position(${term}::text in t.title) > 0 then 0 else 1 end`)}, b.published_at desc, b.id desc
    limit ${first}`.execute(ctx.db);
  return rows;
}

/** The brands of every visible product found (with `others`, the category selection), most products first. */
export async function brandCounts(ctx: GraphQLContext, plan: SearchPlan, others: RawBuilder<unknown>[]): Promise<Map<number, number>> {
  const rows = await sharedRows(ctx, sql<{ id: number; count: number }>`
    select p.brand_id as id, count(*) as count from products p
    where p.brand_id is not null and ${sql.join([visibleSql('p') as RawBuilder<unknown>, productMatches(plan), ...others], sql` and `)}
    group by p.brand_id order by count(*) desc, p.brand_id limit ${MAX_FACETS}`);
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
}

/** The categories every visible product found is linked to (with `others`, the brand selection), most products first. */
export async function categoryCounts(ctx: GraphQLContext, plan: SearchPlan, others: RawBuilder<unknown>[]): Promise<Map<number, number>> {
  const rows = await sharedRows(ctx, sql<{ id: number; count: number }>`
    select pc.category_id as id, count(distinct p.id) as count from products p join product_categories pc on pc.product_id = p.id
    where ${sql.join([visibleSql('p') as RawBuilder<unknown>, productMatches(plan), ...others], sql` and `)}
    group by pc.category_id order by count(distinct p.id) desc, pc.category_id limit ${MAX_FACETS}`);
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
}
