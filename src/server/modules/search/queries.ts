/** The search's own queries: the published posts that match, and the brands it filters by name. */
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { BlogPostRow } from '../cms';
import { likePattern } from '../../lib/lists';

/** Published posts whose title or summary contains the text; title matches first, then the newest. */
export async function searchPosts(ctx: GraphQLContext, query: string, first: number): Promise<BlogPostRow[]> {
  const lang = sql.lit(ctx.lang === 1 ? 1 : 0);
  const pattern = likePattern(query);
  const { rows } = await sql<BlogPostRow>`
    select b.* from blog_posts b
    where b.active and b.published_at <= now()
      and (catalog_fold(catalog_pick(b.names, ${lang})) like ${pattern} or catalog_fold(catalog_pick(b.summaries, ${lang})) like ${pattern})
    order by case when catalog_fold(catalog_pick(b.names, ${lang})) like ${pattern} then 0 else 1 end, b.published_at desc, b.id desc
    limit ${first}`.execute(ctx.db);
  return rows;
}

/** Every brand in the catalogue's order; the search matches their names in the request's language. */
export function allBrands(ctx: GraphQLContext) {
  return ctx.db.selectFrom('brands').selectAll().orderBy('position').orderBy('id').execute();
}
