/** The blog's posts: the published ones visitors see, every post for the admin, and the admin's edits. */
import { sql } from 'kysely';
import type { MutationDeleteBlogPostArgs, MutationUpsertBlogPostArgs, QueryBlogPostArgs, QueryBlogPostsArgs, QueryBlogPostsWithPaginationArgs } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { BlogPostRow } from '../../db/rows';
import { foldedContains, paginated, pageWindow } from '../../lib/lists';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { hasText } from '../../lib/translate';
import { hasTextSql, translationInserts, translationUpdates } from '../../lib/translation-sql';
import { isAdmin } from './content-state';
import { dateArg, done, refuse, requireSlug, requireText, sent, toId } from './validate';

/** A post visitors see: switched on and published (its publication time has come). */
export const isBlogPostVisible = (post: BlogPostRow, now = new Date()): boolean => post.active && post.published_at.getTime() <= now.getTime();

async function findPost(ctx: GraphQLContext, id: unknown): Promise<BlogPostRow | undefined> {
  const postId = toId(id);
  return postId == null ? undefined : ctx.db.selectFrom('blog_posts').selectAll().where('id', '=', postId).executeTakeFirst();
}

/** blogPosts: the published posts with a title in the request's language, newest first. */
export async function listBlogPosts(ctx: GraphQLContext, args: QueryBlogPostsArgs) {
  const window = pageWindow(args.page, args.first, 12);
  const visible = ctx.db.selectFrom('blog_posts').where('active', '=', true).where('published_at', '<=', new Date()).where(hasTextSql('names', ctx.lang));
  const [rows, total] = await Promise.all([
    visible.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').limit(window.perPage).offset(window.offset).execute(),
    visible.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paginated(rows, Number(total.total), window);
}

/** blogPost: a post by id; a hidden or future one, or one not written in the request's language, only for an administrator. */
export async function blogPost(ctx: GraphQLContext, args: QueryBlogPostArgs) {
  const post = await findPost(ctx, args.id);
  return post && (isAdmin(ctx) || (isBlogPostVisible(post) && hasText(post.names, ctx.lang))) ? post : null;
}

/** blogPostsWithPagination: every post for the admin, newest first, matching a search in the title. */
export async function listAllBlogPosts(ctx: GraphQLContext, args: QueryBlogPostsWithPaginationArgs) {
  const window = pageWindow(args.page, args.first, 20);
  let query = ctx.db.selectFrom('blog_posts');
  const search = args.search?.trim();
  // The title in the request's language (Serbian where it has none), as the list shows it.
  if (search) query = query.where(foldedContains(sql`coalesce(nullif(names[${ctx.lang + 1}], ''), names[1])`, search));
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').limit(window.perPage).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paginated(rows, Number(total.total), window);
}

/** upsertBlogPost: a new post, or changes to one in the request's language. */
export async function upsertBlogPost(ctx: GraphQLContext, args: MutationUpsertBlogPostArgs) {
  const lang = ctx.lang;
  let existing: BlogPostRow | undefined;
  if (args.id != null && args.id !== '') {
    existing = await findPost(ctx, args.id);
    if (!existing) throw refuse(ctx, 'notFound', 'id', 'NOT_FOUND');
  }
  const name = requireText(ctx, args.name, 'name', 'upsertBlogPost');
  const slug = requireSlug(ctx, args.slug);
  let imageId: number | null = null;
  if (args.image_id != null && args.image_id !== '') {
    imageId = toId(args.image_id);
    const file = imageId == null ? undefined : await ctx.loaders.byId('storage_files').load(imageId);
    if (!file) throw refuse(ctx, 'notFound', 'image_id', 'NOT_FOUND');
  }
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const description = sanitizeHtml(args.description ?? '');
  const publishedAt = args.published_at ? dateArg(args.published_at) : undefined;

  if (existing) {
    return ctx.db
      .updateTable('blog_posts')
      .set({
        ...translationUpdates(
          {
            names: name,
            slugs: slug,
            summaries: sent(args, 'summary') ? text(args.summary) : undefined,
            descriptions: sent(args, 'description') ? description : undefined,
            seo_titles: sent(args, 'seo_title') ? text(args.seo_title) : undefined,
            seo_keywords_list: sent(args, 'seo_keywords') ? text(args.seo_keywords) : undefined,
            seo_descriptions: sent(args, 'seo_description') ? text(args.seo_description) : undefined,
          },
          lang,
        ),
        ...(sent(args, 'image_id') ? { image_id: imageId } : {}),
        ...(args.active != null ? { active: args.active } : {}),
        ...(publishedAt ? { published_at: publishedAt } : {}),
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return ctx.db
    .insertInto('blog_posts')
    .values({
      // Written in the request's language only: the other language's site lists it once it is translated.
      ...translationInserts(
        {
          names: name,
          slugs: slug,
          summaries: text(args.summary),
          descriptions: description,
          seo_titles: text(args.seo_title),
          seo_keywords_list: text(args.seo_keywords),
          seo_descriptions: text(args.seo_description),
        },
        lang,
      ),
      image_id: imageId,
      active: args.active ?? true,
      published_at: publishedAt ?? new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** deleteBlogPost: refused for an unknown id. */
export async function deleteBlogPost(ctx: GraphQLContext, args: MutationDeleteBlogPostArgs) {
  const post = await findPost(ctx, args.id);
  if (!post) throw refuse(ctx, 'notFound', 'id', 'NOT_FOUND');
  await ctx.db.deleteFrom('blog_posts').where('id', '=', post.id).execute();
  return done();
}
