import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { EDITOR_WAIT, signInAsDemoAdmin, WAIT } from '../admin-harness';
import { rowCount, serbianIs } from '../admin-rows';

const shop = useTestShop();
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** The posts in the order the demo lists them (by id); `place` counts from 0. */
const postAt = (place: number) => shop.db.selectFrom('blog_posts').selectAll().orderBy('id').offset(place).limit(1).executeTakeFirstOrThrow();
const postById = (id: number) => shop.db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();

async function replaceText(user: UserEvent, field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('admin blog', { timeout: 60_000 }, () => {
  it('lists the posts and finds one by its title', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/blog');
    expect(await screen.findByText(`Ukupno vesti: ${await rowCount(shop.db, 'blog_posts')}`, {}, WAIT)).toBeTruthy();
    const fridge = await shop.db.selectFrom('blog_posts').select('names').where(sql<boolean>`names[1] like ${'%frižider%'}`).orderBy('id').executeTakeFirstOrThrow();
    await user.type(screen.getByLabelText('Pretraga po naslovu'), 'frižider');
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    await waitFor(() => expect(router.state.location.search).toContain('search='), WAIT);
    expect(await screen.findByRole('link', { name: fridge.names[0] }, WAIT)).toBeTruthy();
    expect(sentOperations('GetBlogPostsWithPagination').at(-1)!.variables).toMatchObject({ search: 'frižider', page: 1 });
  });

  it('creates a post with every field, then opens it', async () => {
    await signInAsDemoAdmin(shop.db);
    const count = await rowCount(shop.db, 'blog_posts');
    const { user, router } = renderApp('/cms/blog/new');
    await user.type(await screen.findByLabelText(/^Naslov( \*)?$/, {}, WAIT), 'Nova kolekcija televizora');
    expect(input(/^Slug/).value).toBe('nova-kolekcija-televizora');
    await user.type(input('Kratak opis'), 'Stigli su novi modeli.');
    await user.click(await screen.findByRole('button', { name: /HTML/ }, EDITOR_WAIT));
    await replaceText(user, screen.getByRole('textbox', { name: /HTML.*Tekst vesti/ }) as HTMLTextAreaElement, '<p>Pogledajte <strong>nove</strong> modele.</p>');
    await replaceText(user, input('Datum objave'), '2026-03-15T10:30');
    await user.click(input('Aktivna (vidljiva posetiocima)'));
    await user.type(input('SEO naslov'), 'Televizori 2026');
    await user.type(input('SEO ključne reči'), 'tv, oled');
    await user.type(input('SEO opis'), 'Novi televizori u Izlogu.');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));

    expect(await screen.findByText('Vest „Nova kolekcija televizora“ je sačuvana.', {}, WAIT)).toBeTruthy();
    expect(await rowCount(shop.db, 'blog_posts')).toBe(count + 1);
    const created = await shop.db.selectFrom('blog_posts').selectAll().where(serbianIs('names', 'Nova kolekcija televizora')).executeTakeFirstOrThrow();
    // Written in Serbian only: the English site lists it once it is translated (issue 24).
    expect(created).toMatchObject({ active: false, names: ['Nova kolekcija televizora', ''], slugs: ['nova-kolekcija-televizora', ''] });
    expect(created.descriptions[0]).toContain('<strong>nove</strong>');
    expect(created.seo_titles[0]).toBe('Televizori 2026');
    expect(new Date(created.published_at).toISOString()).toBe(new Date('2026-03-15T10:30').toISOString());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cms/blog/${created.id}`), WAIT);
    expect(await screen.findByRole('heading', { name: 'Nova kolekcija televizora', level: 1 }, WAIT)).toBeTruthy();
  });

  it('makes the slug again from the title once the slug is cleared, as the product form does', async () => {
    await signInAsDemoAdmin(shop.db);
    const post = await postAt(0);
    const { user } = renderApp(`/cms/blog/${post.id}`);
    await waitFor(() => expect(input(/^Naslov( \*)?$/).value).toBe(post.names[0]), WAIT);
    // A saved post keeps its slug while the title changes…
    await user.type(input(/^Naslov( \*)?$/), ' uživo');
    expect(input(/^Slug/).value).toBe(post.slugs[0]);
    // …until the slug is cleared: then it follows the title again.
    await user.clear(input(/^Slug/));
    await replaceText(user, input(/^Naslov( \*)?$/), 'Zimska škola kuvanja');
    await user.type(input(/^Naslov( \*)?$/), '!');
    expect(input(/^Slug/).value).toBe('zimska-skola-kuvanja');
  });

  it('keeps what was typed and points at a missing title without sending', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/blog/new');
    await user.type(await screen.findByLabelText('Kratak opis', {}, WAIT), 'Samo opis');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Unesite naslov.')).toBeTruthy();
    expect(input('Kratak opis').value).toBe('Samo opis');
    expect(sentOperations('UpsertBlogPost')).toHaveLength(0);
  });

  it('edits a post in English without touching its Serbian title', async () => {
    await signInAsDemoAdmin(shop.db);
    const post = await postAt(0);
    const serbian = post.names[0];
    const { user } = renderApp(`/cms/blog/${post.id}`);
    await waitFor(() => expect(input(/^Naslov( \*)?$/).value).toBe(post.names[0]), WAIT);
    await user.click(screen.getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(input(/^Title( \*)?$/).value).toBe(post.names[1]), WAIT);
    await replaceText(user, input(/^Title( \*)?$/), 'Winter sale: up to 50% off');
    await user.click(screen.getByRole('button', { name: 'Save (English)' }));
    expect(await screen.findByText('Post "Winter sale: up to 50% off" has been saved.', {}, WAIT)).toBeTruthy();
    const saved = (await postById(post.id))!;
    expect(saved.names).toEqual([serbian, 'Winter sale: up to 50% off']);
    expect(sentOperations('UpsertBlogPost').at(-1)!.headers.get('lang')).toBe('1');
  });

  it('edits the cover image’s alt text in both languages beside the form, without saving the post', async () => {
    await signInAsDemoAdmin(shop.db);
    const post = await postAt(1);
    const file = await shop.db.selectFrom('storage_files').selectAll().where('id', '=', post.image_id!).executeTakeFirstOrThrow();
    const postSaves = sentOperations('UpsertBlogPost').length;
    const { user } = renderApp(`/cms/blog/${post.id}`);
    await waitFor(() => expect(input('Alt tekst (srpski)').value).toBe(file.alts[0]), WAIT);
    expect(input('Alt tekst (engleski)').value).toBe(file.alts[1]);
    const group = screen.getByRole('group', { name: `Alt tekst slike „${file.name}“` });
    await replaceText(user, within(group).getByLabelText('Alt tekst (engleski)') as HTMLInputElement, 'Frost on a window');
    await user.click(within(group).getByRole('button', { name: /Sačuvaj alt/ }));
    expect(await screen.findByText(`Alt tekst fajla „${file.name}“ je sačuvan.`, {}, WAIT)).toBeTruthy();
    const saved = await shop.db.selectFrom('storage_files').select('alts').where('id', '=', file.id).executeTakeFirstOrThrow();
    expect(saved.alts).toEqual([file.alts[0], 'Frost on a window']);
    expect(sentOperations('UpdateStorageAlts').at(-1)!.variables).toEqual({ id: String(file.id), alts: [file.alts[0], 'Frost on a window'] });
    // Enter in a field saves the alt texts, not the post around them.
    await replaceText(user, within(group).getByLabelText('Alt tekst (srpski)') as HTMLInputElement, 'Inje na prozoru');
    await user.keyboard('{Enter}');
    await waitFor(async () => {
      const again = await shop.db.selectFrom('storage_files').select('alts').where('id', '=', file.id).executeTakeFirstOrThrow();
      expect(again.alts).toEqual(['Inje na prozoru', 'Frost on a window']);
    }, WAIT);
    expect(sentOperations('UpsertBlogPost')).toHaveLength(postSaves);
  });

  it('deletes a post after the confirmation', async () => {
    await signInAsDemoAdmin(shop.db);
    const post = await postAt(1);
    const { user, router } = renderApp(`/cms/blog/${post.id}`);
    await waitFor(() => expect(input(/^Naslov( \*)?$/).value).toBe(post.names[0]), WAIT);
    await user.click(screen.getByRole('button', { name: 'Obriši vest' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Otkaži' }));
    expect(sentOperations('DeleteBlogPost')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Obriši vest' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/blog'), WAIT);
    expect(await postById(post.id)).toBeUndefined();
    expect(await screen.findByText(`Vest „${post.names[0]}“ je obrisana.`, {}, WAIT)).toBeTruthy();
  });
});
