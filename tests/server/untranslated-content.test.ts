/**
 * Content written in one language only (issue 24, item 2): a CMS page and a blog post an
 * administrator made in Serbian and never translated are not linked from the English menus, lists
 * and sitemap; the page's one address stays the Serbian page (lang="sr", its own canonical), and the
 * post's English address answers 404 (docs/storefront.md). The Serbian site lists and shows both.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtClient, clientBuildDir } from '../support/built-client';
import { serverBackends } from './support/backends';
import { adminToken as signInAdministrator } from './support/live-clients';
import { startTestServer, type TestServer } from './support/test-server';

const PAGE = { name: 'Samo na srpskom', slug: 'samo-na-srpskom' };
const POST = { name: 'Vest samo na srpskom', slug: 'vest-samo-na-srpskom' };

describe.each(await serverBackends())('content in one language only on %s', (backend) => {
  let server: TestServer;
  let postId = '';
  const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });
  const sitemapPaths = async (code: 'sr' | 'en') =>
    [...(await (await get(`/sitemap-${code}.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(server.url, ''));

  beforeAll(async () => {
    const [, started] = await Promise.all([builtClient(), startTestServer(backend, {}, { distDir: clientBuildDir() })]);
    server = started;
    const adminToken = await signInAdministrator(server);
    const asAdmin = async (query: string, variables: Record<string, unknown>) => {
      const answer = await server.request(query, variables, { adminToken, lang: 0 });
      expect(answer.errors).toBeUndefined();
      return answer.data;
    };
    const { createPage } = await asAdmin('mutation ($name: String!, $slug: String!) { createPage(name: $name, slug: $slug, menu: HEADER) { id } }', PAGE);
    await asAdmin('mutation ($id: ID!) { updatePage(id: $id, active: true, page: "<p>Samo srpski tekst.</p>") { id } }', { id: createPage.id });
    const { upsertBlogPost } = await asAdmin('mutation ($name: String!, $slug: String!) { upsertBlogPost(name: $name, slug: $slug, description: "<p>Tekst.</p>") { id } }', POST);
    postId = upsertBlogPost.id;
  }, 240_000);
  afterAll(async () => server?.close());

  test('the English menus, page list and blog do not list them; the Serbian ones do', async () => {
    const listed = async (lang: 0 | 1) => {
      const { data } = await server.request('{ pages { name slug } blogPosts(first: 100) { data { name } } }', {}, { lang });
      return { pages: data.pages.map((page: { slug: string }) => page.slug), posts: data.blogPosts.data.map((post: { name: string }) => post.name) };
    };
    expect(await listed(0)).toMatchObject({ pages: expect.arrayContaining([PAGE.slug]), posts: expect.arrayContaining([POST.name]) });
    const english = await listed(1);
    expect(english.pages).not.toContain(PAGE.slug);
    expect(english.posts).not.toContain(POST.name);

    const serbianHome = await (await get('/')).text();
    expect(serbianHome).toContain(`href="/${PAGE.slug}"`);
    const englishHome = await (await get('/home')).text();
    expect(englishHome).not.toContain(`href="/${PAGE.slug}"`);
    expect(englishHome).not.toContain(PAGE.name);
    expect(englishHome).not.toContain(POST.name);
    const englishBlog = await (await get('/blog')).text();
    expect(englishBlog).not.toContain(POST.name);
  });

  test('the English sitemap leaves them out; the Serbian one lists them', async () => {
    const serbian = await sitemapPaths('sr');
    expect(serbian).toContain(`/${PAGE.slug}`);
    expect(serbian).toContain(`/vest/${postId}/${POST.slug}`);
    const english = await sitemapPaths('en');
    expect(english.filter((path) => path.includes(PAGE.slug) || path.includes(POST.slug) || path.startsWith(`/post/${postId}/`))).toEqual([]);
  });

  test('the page’s address is the Serbian page; the post’s English address is not found', async () => {
    const page = await get(`/${PAGE.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="sr"/);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/${PAGE.slug}"`);
    expect(html).toContain('Samo srpski tekst.');

    expect((await get(`/vest/${postId}/${POST.slug}`)).status).toBe(200);
    for (const path of [`/post/${postId}/${POST.slug}`, `/post/${postId}/x`]) expect((await get(path)).status, path).toBe(404);
  });
});
