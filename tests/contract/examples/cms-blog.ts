/**
 * Examples of operations/cms.graphql: the blog.
 */
import { expect } from 'vitest';
import type { OperationExamples } from './types';
import { SERBIAN_LETTER, NEW_POST, pick, newestPostId } from './support/cms';

export const examples: OperationExamples = {
  // ---------------------------------------------------------------------------------------------
  // Blog

  GetBlogPosts: {
    variables: { page: 1, first: 5 },
    check: (data, lang) => {
      const { data: posts, paginatorInfo } = data.blogPosts;
      expect(posts).toHaveLength(5);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(9);
      const dates = posts.map((post: { published_at: string }) => post.published_at);
      expect(dates, 'newest first').toEqual([...dates].sort().reverse());
      for (const post of posts) {
        expect(post.summary.length).toBeGreaterThan(20);
        expect(post.image.url_sm).toMatch(/^\/storage\//);
      }
      if (lang === 0) expect(posts.some((post: { name: string }) => SERBIAN_LETTER.test(post.name))).toBe(true);
    },
  },
  GetBlogPost: {
    variables: async (ctx) => ({ id: (await ctx.query('GetBlogPosts', { first: 1 }, 'visitor')).blogPosts.data[0].id }),
    check: (data, lang) => {
      const post = data.blogPost;
      expect(post.description).toMatch(/^<p>/);
      expect(post.seo_title).toContain('Izlog');
      expect(post.name).toBe(lang === 1 ? 'The winter sale has started: up to 40% off' : 'Zimska akcija je počela: popusti do 40%');
    },
  },
  GetBlogPostsWithPagination: {
    as: 'admin',
    // Without diacritics: "frizider" finds "frižider".
    variables: (ctx) => ({ page: 1, first: 20, search: ctx.lang === 1 ? 'fridge' : 'frizider' }),
    check: (data, lang) => {
      const posts = data.blogPostsWithPagination.data;
      expect(posts).toHaveLength(1);
      expect(posts[0].name).toBe(lang === 1 ? 'How to choose the right fridge for your home' : 'Kako izabrati pravi frižider za vaš dom');
      expect(posts[0].views).toBeGreaterThan(0);
    },
  },
  GetAdminBlogPost: {
    as: 'admin',
    // The unpublished draft: administrators get it, visitors do not.
    variables: async (ctx) => {
      const { blogPostsWithPagination } = await ctx.query('GetBlogPostsWithPagination', { first: 50 });
      return { id: blogPostsWithPagination.data.find((post: { active: boolean }) => !post.active).id };
    },
    check: (data) => {
      const post = data.blogPost;
      expect(post.active).toBe(false);
      expect(post.names).toEqual(['Kako da uštedite struju ove zime', 'How to save electricity this winter']);
      expect(post.descriptions[0]).toMatch(/^<p>/);
      expect(post.seo_titles).toHaveLength(2);
    },
  },
  UpsertBlogPost: {
    as: 'admin',
    variables: async (ctx) => {
      const { blogPosts } = await ctx.query('GetBlogPosts', { first: 1 }, 'visitor');
      return {
        name: pick(NEW_POST.names, ctx.lang),
        slug: pick(NEW_POST.slugs, ctx.lang),
        summary: pick(
          ['Dijagonala, rezolucija i OLED ili LED: vodič za kupovinu.', 'Screen size, resolution and OLED or LED: a buying guide.'] as const,
          ctx.lang,
        ),
        description: pick(
          [
            '<p>Za udaljenost od tri metra izaberite televizor dijagonale 65 inča.</p><script>track()</script>',
            '<p>For a viewing distance of three metres, choose a 65-inch TV.</p><script>track()</script>',
          ] as const,
          ctx.lang,
        ),
        image_id: blogPosts.data[0].image.id,
        active: true,
        seo_title: pick(NEW_POST.names, ctx.lang),
      };
    },
    check: (data, lang) => {
      const post = data.upsertBlogPost;
      expect(post.name).toBe(pick(NEW_POST.names, lang));
      expect(post.slug).toBe(pick(NEW_POST.slugs, lang));
      expect(post.description).not.toContain('<script');
      expect(post.active).toBe(true);
      expect(post.views).toBe(0);
      expect(post.image.url).toMatch(/^\/storage\//);
    },
  },
  DeleteBlogPost: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newestPostId(ctx, pick(NEW_POST.names, ctx.lang)) }),
    check: (data) => expect(data.deleteBlogPost).toEqual({ success: true, error: null }),
  },
};
