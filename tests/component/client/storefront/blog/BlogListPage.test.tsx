import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { whileTableIsDown } from '../table-down';

const shop = useTestShop();
const LOAD = { timeout: 10_000 };

describe('blog list', () => {
  it('lists the newest posts in Serbian with image, date, summary and a link to each post', async () => {
    renderApp('/novosti');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novosti' }, LOAD)).toBeTruthy();
    const main = screen.getByRole('main');
    const first = (await within(main).findAllByRole('article', {}, LOAD))[0]!;
    expect(within(first).getByRole('heading', { name: 'Zimska akcija je počela: popusti do 40%' })).toBeTruthy();
    expect(within(first).getByText(/Frižideri, veš mašine/)).toBeTruthy();
    // The picture sits beside the title in one link: drawn, read once (by the title), so its alt is empty.
    expect(first.querySelector('img')!.getAttribute('src')).toBeTruthy();
    expect(first.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(first.querySelector('time')!.textContent).toBe('17. 11. 2026.');
    const link = within(first).getByRole('link', { name: /Pročitaj više: Zimska akcija/ });
    expect(link.getAttribute('href')).toMatch(/^\/vest\/1\/zimska-akcija/);
    // Eight per page; the unpublished post never shows.
    expect(within(main).getAllByRole('article')).toHaveLength(8);
    expect(within(main).queryByText(/Kako da uštedite struju/)).toBeNull();
    expect(sentOperations('GetBlogPosts')[0]?.variables).toMatchObject({ page: 1, first: 8 });
    expect(document.title).toBe('Novosti | Izlog');
  });

  it('pages with the page in the query string, and Back returns to the first page', async () => {
    const { user, router } = renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' }, LOAD)).toBeTruthy();
    const pager = await screen.findByRole('navigation', { name: 'Blog pages' }, LOAD);
    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { name: 'New at Izlog: robot vacuum cleaners' }, LOAD)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByRole('navigation', { name: 'Blog pages' })).getByText('Page 2 of 2')).toBeTruthy();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'The winter sale has started: up to 40% off' }, LOAD)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says so when nothing is published', async () => {
    await shop.db.updateTable('blog_posts').set({ active: false }).execute();
    renderApp('/blog');
    expect(await screen.findByText('No posts have been published yet. Come back soon.', {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('offers the first page when the page in the address has no posts', async () => {
    renderApp('/novosti?page=9');
    expect(await screen.findByText('Na ovoj strani nema vesti.', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Idi na prvu stranu' }).getAttribute('href')).toBe('/novosti');
  });

  it('shows the server error in the red box', async () => {
    await whileTableIsDown(shop.db, 'blog_posts', async () => {
      renderApp('/novosti');
      await waitFor(() => expect(screen.getByRole('alert').className).toBe('error-box'), LOAD);
    });
  });
});
