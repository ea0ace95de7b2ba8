/** The blog: published posts for visitors, every post for the admin. */
import { sql } from 'kysely';
import { isAdmin } from '../content-state';
import { foldedContains, paginated, pageWindow } from '../../../lib/lists';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { both, pick, pickOrNull } from '../translations';
import { translationUpdates } from '../../../lib/translation-sql';
import { dateArg, done, refuse, requireSlug, requireText, sent, toId } from '../validate';
import type { GraphQLContext } from '../../../context';
import { LANGUAGES } from '../../../../shared/languages';
import type { BlogPostRow } from '../../../db/rows';
import type { DomainResolvers } from '../../../lib/domain-resolvers';

/** A post visitors see: switched on and published (its publication time has come). */
export const isBlogPostVisible = (post: BlogPostRow, now = new Date()): boolean => post.active && post.published_at.getTime() <= now.getTime();

async function findPost(ctx: GraphQLContext, id: unknown): Promise<BlogPostRow | undefined> {
  const postId = toId(id);
  return postId == null ? undefined : ctx.db.selectFrom('blog_posts').selectAll().where('id', '=', postId).executeTakeFirst();
}

export const blogResolvers: DomainResolvers<'blogPosts' | 'blogPost' | 'blogPostsWithPagination', 'upsertBlogPost' | 'deleteBlogPost'> = {
  Query: {
    blogPosts: async (_root, args, ctx) => {
      const window = pageWindow(args.page, args.first, 12);
      const visible = ctx.db.selectFrom('blog_posts').where('active', '=', true).where('published_at', '<=', new Date());
      const [rows, total] = await Promise.all([
        visible.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').limit(window.perPage).offset(window.offset).execute(),
        visible.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return paginated(rows, Number(total.total), window);
    },
    blogPost: async (_root, args, ctx) => {
      const post = await findPost(ctx, args.id);
      return post && (isAdmin(ctx) || isBlogPostVisible(post)) ? post : null;
    },
    blogPostsWithPagination: async (_root, args, ctx) => {
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
    },
  },
  Mutation: {
    upsertBlogPost: async (_root, args, ctx) => {
      const lang = ctx.lang;
      let existing: BlogPostRow | undefined;
      if (args.id != null && args.id !== '') {
        existing = await findPost(ctx, args.id);
        if (!existing) throw refuse(ctx, 'notFound', 'id', 'NOT_FOUND');
      }
      const name = requireText(ctx, args.name, 'name');
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
          // Until translated, the other language shows the same texts.
          names: both(name),
          slugs: both(slug),
          summaries: both(text(args.summary)),
          descriptions: both(description),
          image_id: imageId,
          active: args.active ?? true,
          published_at: publishedAt ?? new Date(),
          seo_titles: both(text(args.seo_title)),
          seo_keywords_list: both(text(args.seo_keywords)),
          seo_descriptions: both(text(args.seo_description)),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    deleteBlogPost: async (_root, args, ctx) => {
      const post = await findPost(ctx, args.id);
      if (!post) throw refuse(ctx, 'notFound', 'id', 'NOT_FOUND');
      await ctx.db.deleteFrom('blog_posts').where('id', '=', post.id).execute();
      return done();
    },
  },
  BlogPost: {
    name: (post, _args, ctx) => pick(post.names, ctx.lang),
    slug: (post, _args, ctx) => pick(post.slugs, ctx.lang),
    alternate_slugs: (post) => LANGUAGES.map((language) => pick(post.slugs, language.id)),
    summary: (post, _args, ctx) => pickOrNull(post.summaries, ctx.lang),
    description: (post, _args, ctx) => pickOrNull(post.descriptions, ctx.lang),
    image: (post, _args, ctx) => (post.image_id == null ? null : ctx.loaders.byId('storage_files').load(post.image_id)),
    seo_title: (post, _args, ctx) => pickOrNull(post.seo_titles, ctx.lang),
    seo_keywords: (post, _args, ctx) => pickOrNull(post.seo_keywords_list, ctx.lang),
    seo_description: (post, _args, ctx) => pickOrNull(post.seo_descriptions, ctx.lang),
  },
};
