import '../../../support/happy-dom-globals';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../../support/test-shop';

useTestShop();

const A55_SR = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const A55_EN = '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone';

/** Every kind of path whose segments name an entity, in Serbian and English, and its heading in each. */
const CASES = [
  { what: 'shop', sr: ['/prodavnica/telefoni-i-tableti/tableti', 'Tableti'], en: ['/shop/phones-and-tablets/tablets', 'Tablets'] },
  { what: 'brand shop', sr: ['/brend/samsung/bela-tehnika', 'Bela tehnika'], en: ['/brand/samsung/large-appliances', 'Large appliances'] },
  { what: 'shop template page', sr: ['/zimska-akcija/bela-tehnika', 'Bela tehnika'], en: ['/winter-sale/large-appliances', 'Large appliances'] },
  {
    what: 'product',
    sr: [A55_SR, 'Mobilni telefon Samsung Galaxy A55 5G 8/128 GB'],
    en: [A55_EN, 'Samsung Galaxy A55 5G 8/128 GB smartphone'],
  },
  {
    what: 'post',
    sr: ['/vest/2/kako-izabrati-pravi-frizider-za-vas-dom', 'Kako izabrati pravi frižider za vaš dom'],
    en: ['/post/2/how-to-choose-the-right-fridge-for-your-home', 'How to choose the right fridge for your home'],
  },
  { what: 'page', sr: ['/o-nama', 'O nama'], en: ['/about-us', 'About us'] },
] as const;

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

async function switchLanguage(user: ReturnType<typeof renderApp>['user'], label: 'EN' | 'RS', to: string) {
  const link = screen.getByRole('link', { name: label });
  // The link is the other language's path as soon as the screen knows its slugs there.
  await waitFor(() => expect(link.getAttribute('href')).toBe(to), { timeout: 10_000 });
  await user.click(link);
}

describe('language switch', () => {
  for (const { what, sr, en } of CASES) {
    it(`translates every segment of a ${what} path, Serbian to English and back`, async () => {
      const { user, router } = renderApp(sr[0]);
      await heading(sr[1]);

      await switchLanguage(user, 'EN', en[0]);
      await heading(en[1]);
      expect(router.state.location.pathname).toBe(en[0]);
      expect(screen.queryByRole('heading', { name: "Page doesn't exists." })).toBeNull();

      await switchLanguage(user, 'RS', sr[0]);
      await heading(sr[1]);
      expect(router.state.location.pathname).toBe(sr[0]);
    });

    it(`translates a ${what} path from English to Serbian`, async () => {
      const { user, router } = renderApp(en[0]);
      await heading(en[1]);
      await switchLanguage(user, 'RS', sr[0]);
      await heading(sr[1]);
      expect(router.state.location.pathname).toBe(sr[0]);
      expect(screen.queryByRole('heading', { name: 'Stranica ne postoji.' })).toBeNull();
    });
  }

  it('keeps the listing’s order and brands, under the other language’s names', async () => {
    const { user, router } = renderApp('/prodavnica/telefoni-i-tableti/tableti?sortiraj=3&brands=1');
    await heading('Tableti');
    await switchLanguage(user, 'EN', '/shop/phones-and-tablets/tablets?order=3&brands=1');
    await heading('Tablets');
    expect(router.state.location.search).toBe('?order=3&brands=1');
  });

  it('keeps a listing’s filters in the other language’s words, its price range in the other currency, its sort and page', async () => {
    const { user, router } = renderApp('/prodavnica/telefoni-i-tableti/mobilni-telefoni?page=2&sortiraj=3&filteri=Boja:Crna,Plava&cena=20000-70000');
    await heading('Mobilni telefoni');
    // 117.2 RSD for a euro: 170.65 and 597.27 EUR, widened to whole euros.
    await switchLanguage(user, 'EN', '/shop/phones-and-tablets/mobile-phones?page=2&order=3&filters=Colour:Black,Blue&price=170-598');
    await heading('Mobile phones');
    await switchLanguage(user, 'RS', '/prodavnica/telefoni-i-tableti/mobilni-telefoni?page=2&sortiraj=3&filteri=Boja:Crna,Plava&cena=19924-70086');
    expect(router.state.location.pathname).toBe('/prodavnica/telefoni-i-tableti/mobilni-telefoni');
  });

  it('switches on a path both languages share, naming the language there', async () => {
    const { user } = renderApp('/akcija');
    await heading('Akcija');
    await switchLanguage(user, 'EN', '/akcija?lang=en');
    await heading('On sale');
    await switchLanguage(user, 'RS', '/akcija?lang=sr');
    await heading('Akcija');
  });

  it('says the thank-you step in the other language', async () => {
    const { user } = renderApp('/porudzbina/IZ-NEMA/hvala');
    await switchLanguage(user, 'EN', '/order/IZ-NEMA/thank-you');
  });
});
