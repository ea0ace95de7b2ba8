import type { MockResolvers } from '../context';
import { LANGUAGES } from '../../src/shared/languages';
/** The blog: published posts for visitors, every post for the admin. */
import { requireSlug, requireText } from '../../src/server/lib/admin-input';
import { nowIso } from '../lib/clock';
import { byId, found, nextId } from '../lib/ids';
import { paginate } from '../../src/server/lib/paginate';
import { matchesSearch } from '../../src/server/lib/search';
import { pick, pickOrNull, withTranslation, type Translated } from '../../src/server/lib/translate';
import { dateArg, done, isAdmin, sent } from './common';
import { sanitizeHtml } from '../../src/server/lib/sanitize-html';
import { isBlogPostVisible, type BlogPostRecord } from './tables';

const newestFirst = (a: BlogPostRecord, b: BlogPostRecord) => b.published_at.localeCompare(a.published_at) || b.id - a.id;

interface UpsertBlogPostArgs {
  id?: string | null;
  name: string;
  slug: string;
  summary?: string | null;
  description?: string | null;
  image_id?: string | null;
  active?: boolean | null;
  published_at?: string | null;
  seo_title?: string | null;
  seo_keywords?: string | null;
  seo_description?: string | null;
}

export const blogResolvers: MockResolvers = {
  Query: {
    blogPosts: (_root, args: { page?: number | null; first?: number | null }, ctx) =>
      paginate(ctx.db.blogPosts.filter((post) => isBlogPostVisible(post)).sort(newestFirst), args.page, args.first ?? 12),
    blogPost: (_root, args: { id: string }, ctx) => {
      const post = byId(ctx.db.blogPosts, args.id);
      return post && (isAdmin(ctx) || isBlogPostVisible(post)) ? post : null;
    },
    blogPostsWithPagination: (_root, args: { page?: number | null; first?: number | null; search?: string | null }, ctx) =>
      paginate(
        ctx.db.blogPosts.filter((post) => matchesSearch(args.search, pick(post.names, ctx.lang))).sort(newestFirst),
        args.page,
        args.first,
      ),
  },
  Mutation: {
    upsertBlogPost: (_root, args: UpsertBlogPostArgs, ctx) => {
      const { db, lang } = ctx;
      const existing = args.id != null && args.id !== '' ? found(ctx, db.blogPosts, args.id) : undefined;
      const name = requireText(ctx, args.name, 'name');
      const slug = requireSlug(ctx, args.slug);
      const image_id = args.image_id == null || args.image_id === '' ? null : found(ctx, db.storageFiles, args.image_id, 'image_id').id;
      const text = (value: string | null | undefined) => value?.trim() ?? '';
      const description = sanitizeHtml(args.description ?? '');
      const write = (before: Translated | undefined, value: string): Translated =>
        before ? withTranslation(before, lang, value) : [value, value];

      if (existing) {
        existing.names = write(existing.names, name);
        existing.slugs = write(existing.slugs, slug);
        if (sent(args, 'summary')) existing.summaries = write(existing.summaries, text(args.summary));
        if (sent(args, 'description')) existing.descriptions = write(existing.descriptions, description);
        if (sent(args, 'image_id')) existing.image_id = image_id;
        if (args.active != null) existing.active = args.active;
        if (args.published_at != null && args.published_at !== '') existing.published_at = dateArg(args.published_at)!;
        if (sent(args, 'seo_title')) existing.seo_titles = write(existing.seo_titles, text(args.seo_title));
        if (sent(args, 'seo_keywords')) existing.seo_keywords_list = write(existing.seo_keywords_list, text(args.seo_keywords));
        if (sent(args, 'seo_description')) existing.seo_descriptions = write(existing.seo_descriptions, text(args.seo_description));
        return existing;
      }
      const now = nowIso();
      const post: BlogPostRecord = {
        id: nextId(db.blogPosts),
        // Until translated, the other language shows the same texts.
        names: write(undefined, name),
        slugs: write(undefined, slug),
        summaries: write(undefined, text(args.summary)),
        descriptions: write(undefined, description),
        image_id,
        active: args.active ?? true,
        published_at: (args.published_at && dateArg(args.published_at)) || now,
        seo_titles: write(undefined, text(args.seo_title)),
        seo_keywords_list: write(undefined, text(args.seo_keywords)),
        seo_descriptions: write(undefined, text(args.seo_description)),
        views: 0,
        created_at: now,
      };
      db.blogPosts.push(post);
      return post;
    },
    deleteBlogPost: (_root, args: { id: string }, ctx) => {
      const post = found(ctx, ctx.db.blogPosts, args.id);
      ctx.db.blogPosts = ctx.db.blogPosts.filter((row) => row.id !== post.id);
      return done();
    },
  },
  BlogPost: {
    name: (post: BlogPostRecord, _args, ctx) => pick(post.names, ctx.lang),
    slug: (post: BlogPostRecord, _args, ctx) => pick(post.slugs, ctx.lang),
    alternate_slugs: (post: BlogPostRecord) => LANGUAGES.map((language) => pick(post.slugs, language.id)),
    summary: (post: BlogPostRecord, _args, ctx) => pickOrNull(post.summaries, ctx.lang),
    description: (post: BlogPostRecord, _args, ctx) => pickOrNull(post.descriptions, ctx.lang),
    image: (post: BlogPostRecord, _args, ctx) => byId(ctx.db.storageFiles, post.image_id) ?? null,
    seo_title: (post: BlogPostRecord, _args, ctx) => pickOrNull(post.seo_titles, ctx.lang),
    seo_keywords: (post: BlogPostRecord, _args, ctx) => pickOrNull(post.seo_keywords_list, ctx.lang),
    seo_description: (post: BlogPostRecord, _args, ctx) => pickOrNull(post.seo_descriptions, ctx.lang),
  },
};
