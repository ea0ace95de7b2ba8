/** The blog: published posts for visitors, every post for the admin. */
import { blogPost, deleteBlogPost, listAllBlogPosts, listBlogPosts, upsertBlogPost } from '../blog';
import { pick, pickOrNull } from '../translations';
import type { DomainResolvers } from '../../../lib/domain-resolvers';
import { alternateSlugs, pickAny } from '../../../lib/translate';

export const blogResolvers: DomainResolvers<'blogPosts' | 'blogPost' | 'blogPostsWithPagination', 'upsertBlogPost' | 'deleteBlogPost'> = {
  Query: {
    blogPosts: (_root, args, ctx) => listBlogPosts(ctx, args),
    blogPost: (_root, args, ctx) => blogPost(ctx, args),
    blogPostsWithPagination: (_root, args, ctx) => listAllBlogPosts(ctx, args),
  },
  Mutation: {
    upsertBlogPost: (_root, args, ctx) => upsertBlogPost(ctx, args),
    deleteBlogPost: (_root, args, ctx) => deleteBlogPost(ctx, args),
  },
  BlogPost: {
    // One written in the other language only still has a name in the admin's lists (visitors never get it).
    name: (post, _args, ctx) => pickAny(post.names, ctx.lang),
    slug: (post, _args, ctx) => pick(post.slugs, ctx.lang),
    alternate_slugs: (post) => alternateSlugs(post),
    summary: (post, _args, ctx) => pickOrNull(post.summaries, ctx.lang),
    description: (post, _args, ctx) => pickOrNull(post.descriptions, ctx.lang),
    image: (post, _args, ctx) => (post.image_id == null ? null : ctx.loaders.byId('storage_files').load(post.image_id)),
    seo_title: (post, _args, ctx) => pickOrNull(post.seo_titles, ctx.lang),
    seo_keywords: (post, _args, ctx) => pickOrNull(post.seo_keywords_list, ctx.lang),
    seo_description: (post, _args, ctx) => pickOrNull(post.seo_descriptions, ctx.lang),
  },
};
