import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../../support/test-shop';

useTestShop();
const LOAD = { timeout: 10_000 };

const ogImage = () => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');

describe('blog post', () => {
  it('shows a Serbian post with its date, image, HTML body, SEO and a link back to the list', async () => {
    renderApp('/vest/2/kako-izabrati-pravi-frizider-za-vas-dom');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kako izabrati pravi frižider za vaš dom' }, LOAD)).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.querySelector('time')!.textContent).toBe('11. 11. 2026.');
    expect(within(article).getByRole('img').getAttribute('alt')).toBeTruthy();
    const body = article.querySelector('.blog-post-body')!;
    expect(body.querySelectorAll('p')).toHaveLength(3);
    expect(within(body as HTMLElement).getByText(/No Frost sprečava/).tagName).toBe('P');
    expect(within(article).getByRole('link', { name: 'Nazad na novosti' }).getAttribute('href')).toBe('/novosti');
    await waitFor(() => expect(document.title).toBe('Kako izabrati pravi frižider za vaš dom | Izlog'));
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('frižider, kupovina, saveti');
    expect(ogImage()).toMatch(/^http.*\/storage\//);
  });

  it('shows the English post and moves a Serbian slug to the English one', async () => {
    const { router } = renderApp('/post/2/kako-izabrati-pravi-frizider-za-vas-dom');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to choose the right fridge for your home' }, LOAD)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/post/2/how-to-choose-the-right-fridge-for-your-home'));
    expect(screen.getByText(/No Frost keeps ice/).tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe('/blog');
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/post\/2\/how-to-choose/));
  });

  it('says the post does not exist for an unknown or unpublished id', async () => {
    renderApp('/vest/999/nema');
    expect(await screen.findByText('Ova vest ne postoji ili više nije objavljena.', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nazad na novosti' }).getAttribute('href')).toBe('/novosti');
    renderApp('/post/10/x');
    expect(await screen.findByText('This post does not exist or is no longer published.', {}, LOAD)).toBeTruthy();
  });
});
