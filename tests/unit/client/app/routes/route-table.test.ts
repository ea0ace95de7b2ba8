import { describe, expect, it } from 'vitest';
import { pagePath, pathFor, type RouteParams } from '../../../../../src/shared/routing/build-path';
import { nearestPathIn, translatePath } from '../../../../../src/client/app/routes/translate-path';
import { alternateParamsIn } from '../../../../../src/client/app/routes/alternate-params';
import { matchRoute, type PageLink, type PagesByLang, type RouteMatch } from '../../../../../src/client/app/routes/match-route';
import { ROUTE_TABLE, STATIC_SCREENS, type StaticScreen } from '../../../../../src/shared/routing/route-table';
import { translateSearch } from '../../../../../src/client/app/routes/translate-search';
import type { LanguageId } from '../../../../../src/shared/i18n/languages';

/** Every §2 route with a path in Serbian and English and the parameters both carry. */
const CASES: { screen: StaticScreen; sr: string; en: string; params?: Record<string, string | string[]> }[] = [
  { screen: 'home', sr: '/', en: '/home' },
  { screen: 'shop', sr: '/prodavnica', en: '/shop', params: { categories: [] } },
  { screen: 'shop', sr: '/prodavnica/telefoni', en: '/shop/telefoni', params: { categories: ['telefoni'] } },
  {
    screen: 'shop',
    sr: '/prodavnica/elektronika/telefoni/samsung',
    en: '/shop/elektronika/telefoni/samsung',
    params: { categories: ['elektronika', 'telefoni', 'samsung'] },
  },
  { screen: 'product', sr: '/proizvod/12/galaxy-s24', en: '/product/12/galaxy-s24', params: { categories: [], id: '12', slug: 'galaxy-s24' } },
  {
    screen: 'product',
    sr: '/proizvod/a/b/c/d/12/galaxy-s24',
    en: '/product/a/b/c/d/12/galaxy-s24',
    params: { categories: ['a', 'b', 'c', 'd'], id: '12', slug: 'galaxy-s24' },
  },
  { screen: 'brands', sr: '/brendovi', en: '/brands' },
  { screen: 'brand', sr: '/brend/samsung', en: '/brand/samsung', params: { brand: 'samsung', categories: [] } },
  { screen: 'brand', sr: '/brend/samsung/telefoni', en: '/brand/samsung/telefoni', params: { brand: 'samsung', categories: ['telefoni'] } },
  { screen: 'wishlist', sr: '/lista-zelja', en: '/wishlist' },
  { screen: 'contact', sr: '/kontakt', en: '/contact' },
  { screen: 'blog', sr: '/novosti', en: '/blog' },
  { screen: 'post', sr: '/vest/3/nova-godina', en: '/post/3/nova-godina', params: { id: '3', slug: 'nova-godina' } },
  { screen: 'checkout', sr: '/placanje', en: '/checkout' },
  { screen: 'order', sr: '/porudzbina', en: '/order', params: {} },
  { screen: 'order', sr: '/porudzbina/IZ-26-00042-7KQ4PX9M', en: '/order/IZ-26-00042-7KQ4PX9M', params: { code: 'IZ-26-00042-7KQ4PX9M' } },
  {
    screen: 'order',
    sr: '/porudzbina/IZ-26-00042-7KQ4PX9M/hvala',
    en: '/order/IZ-26-00042-7KQ4PX9M/hvala',
    params: { code: 'IZ-26-00042-7KQ4PX9M', thankYou: 'hvala' },
  },
  { screen: 'login', sr: '/nalog/login', en: '/account/login' },
  { screen: 'register', sr: '/nalog/registracija', en: '/account/register' },
  { screen: 'password', sr: '/nalog/lozinka', en: '/account/password' },
  { screen: 'reset', sr: '/nalog/resetuj/abc123', en: '/account/reset/abc123', params: { token: 'abc123' } },
  { screen: 'verify', sr: '/nalog/potvrdi/abc123', en: '/account/verify/abc123', params: { token: 'abc123' } },
  { screen: 'userDashboard', sr: '/korisnik', en: '/user' },
  { screen: 'userOrders', sr: '/korisnik/porudzbine', en: '/user/orders' },
  { screen: 'search', sr: '/pretraga', en: '/search' },
];

const NO_PAGES: PagesByLang = [[], []];

const page = (id: string, slug: string, type: PageLink['type'] = 'PAGE', active = true): PageLink => ({ id, slug, type, active });
const PAGES: PagesByLang = [
  [page('1', ''), page('2', 'o-nama'), page('3', 'zimska-akcija', 'SHOP'), page('4', 'kontakt'), page('9', 'crni-petak', 'SHOP', false)],
  [page('1', 'home'), page('2', 'about-us'), page('3', 'winter-sale', 'SHOP'), page('4', 'contact'), page('9', 'black-friday', 'SHOP', false)],
];

describe('route table', () => {
  it('has a path in both languages for every screen', () => {
    expect(ROUTE_TABLE.map((route) => route.screen).sort()).toEqual([...STATIC_SCREENS].sort());
    for (const screen of STATIC_SCREENS) expect(CASES.some((entry) => entry.screen === screen) || ['action', 'new', 'popular', 'campaign'].includes(screen)).toBe(true);
  });

  for (const { screen, sr, en, params = {} } of CASES) {
    it(`${screen}: ${sr} and ${en} both ways`, () => {
      for (const [lang, path] of [[0, sr], [1, en]] as const) {
        const match = matchRoute(path, NO_PAGES, lang === 0 ? 1 : 0);
        expect(match).toEqual({ kind: 'static', screen, lang, params });
        expect(pathFor(screen, lang, params)).toBe(path);
      }
    });
  }

  it('matches a trailing slash and an encoded segment', () => {
    expect(matchRoute('/shop/', NO_PAGES, 0)).toMatchObject({ kind: 'static', screen: 'shop', lang: 1 });
    expect(matchRoute('/prodavnica/mali%20aparati', NO_PAGES, 0)).toMatchObject({ params: { categories: ['mali aparati'] } });
    expect(pathFor('shop', 0, { categories: ['mali aparati'] })).toBe('/prodavnica/mali%20aparati');
  });

  it('keeps the current language on the special listings, whose path is the same in both', () => {
    for (const [screen, path] of [['action', '/akcija'], ['new', '/novo'], ['popular', '/popularno'], ['campaign', '/kampanja']] as const) {
      expect(matchRoute(path, NO_PAGES, 0)).toEqual({ kind: 'static', screen, lang: 0, params: {} });
      expect(matchRoute(path, NO_PAGES, 1)).toEqual({ kind: 'static', screen, lang: 1, params: {} });
      expect(pathFor(screen, 0)).toBe(path);
      expect(pathFor(screen, 1)).toBe(path);
    }
  });

  it('refuses too many category levels and missing parameters', () => {
    expect(matchRoute('/prodavnica/a/b/c/d', NO_PAGES, 0).kind).toBe('notFound');
    expect(matchRoute('/proizvod/a/b/c/d/e/12/slug', NO_PAGES, 0).kind).toBe('notFound');
    expect(matchRoute('/proizvod/12', NO_PAGES, 0).kind).toBe('notFound');
    expect(matchRoute('/vest/3', NO_PAGES, 0).kind).toBe('notFound');
    expect(matchRoute('/nalog/resetuj', NO_PAGES, 0).kind).toBe('notFound');
    expect(matchRoute('/porudzbina/a/b/c', NO_PAGES, 0).kind).toBe('notFound');
  });

  it('sends unknown paths to the not-found screen in the current language', () => {
    expect(matchRoute('/nema-ovoga', NO_PAGES, 0)).toEqual({ kind: 'notFound', lang: 0 });
    expect(matchRoute('/does/not/exist', NO_PAGES, 1)).toEqual({ kind: 'notFound', lang: 1 });
    // A route name tells the language even when the rest of the path does not match.
    expect(matchRoute('/shop/a/b/c/d', NO_PAGES, 0)).toEqual({ kind: 'notFound', lang: 1 });
    expect(matchRoute('/prodavnica/a/b/c/d', NO_PAGES, 1)).toEqual({ kind: 'notFound', lang: 0 });
  });

  it('waits for the pages before calling a path not found', () => {
    expect(matchRoute('/o-nama', [undefined, undefined], 0)).toEqual({ kind: 'pending', lang: 0 });
    expect(matchRoute('/o-nama', [PAGES[0], undefined], 0)).toMatchObject({ kind: 'page', lang: 0 });
  });

  it('reserves /cms for the administrator area', () => {
    expect(matchRoute('/cms', NO_PAGES, 0)).toEqual({ kind: 'admin' });
    expect(matchRoute('/cms/products/12', NO_PAGES, 1)).toEqual({ kind: 'admin' });
  });
});

describe('CMS page routes', () => {
  it('routes each active page by its slug in its language', () => {
    expect(matchRoute('/o-nama', PAGES, 0)).toEqual({ kind: 'page', page: PAGES[0]![1], lang: 0, shop: false, params: { categories: [] } });
    expect(matchRoute('/about-us', PAGES, 0)).toEqual({ kind: 'page', page: PAGES[1]![1], lang: 1, shop: false, params: { categories: [] } });
  });

  it('gives shop templates the category path and plain pages none', () => {
    expect(matchRoute('/zimska-akcija/telefoni/samsung', PAGES, 0)).toMatchObject({
      kind: 'page',
      shop: true,
      params: { categories: ['telefoni', 'samsung'] },
    });
    expect(matchRoute('/winter-sale/a/b/c', PAGES, 1)).toMatchObject({ kind: 'page', lang: 1, params: { categories: ['a', 'b', 'c'] } });
    expect(matchRoute('/winter-sale/a/b/c/d', PAGES, 1).kind).toBe('notFound');
    expect(matchRoute('/o-nama/telefoni', PAGES, 0).kind).toBe('notFound');
  });

  it('gives inactive pages no route', () => {
    expect(matchRoute('/crni-petak', PAGES, 0).kind).toBe('notFound');
    expect(matchRoute('/black-friday', PAGES, 1).kind).toBe('notFound');
  });

  it('leaves the shop’s own routes to their screens when a page has the same slug', () => {
    expect(matchRoute('/kontakt', PAGES, 0)).toMatchObject({ kind: 'static', screen: 'contact' });
    expect(matchRoute('/home', PAGES, 0)).toMatchObject({ kind: 'static', screen: 'home', lang: 1 });
  });

  it('builds a page path from its slug', () => {
    expect(pagePath(PAGES[1]![2]!, ['phones'])).toBe('/winter-sale/phones');
    expect(pagePath(PAGES[0]![0]!)).toBe('/');
  });
});

describe('language switch', () => {
  const switchTo = (path: string, from: LanguageId, to: LanguageId, inLang?: RouteParams) =>
    translatePath(matchRoute(path, PAGES, from), to, PAGES[to], inLang);

  for (const { sr, en, params } of CASES) {
    it(`${sr} ⇄ ${en}`, () => {
      // What the screen says its slugs are in the other language: here the same words.
      expect(switchTo(sr, 0, 1, params)).toBe(en);
      expect(switchTo(en, 1, 0, params)).toBe(sr);
    });
  }

  it('puts the other language’s words in every segment that names an entity', () => {
    const shop = { categories: ['phones-and-tablets', 'tablets'] };
    expect(switchTo('/prodavnica/telefoni-i-tableti/tableti', 0, 1, shop)).toBe('/shop/phones-and-tablets/tablets');
    expect(switchTo('/shop/phones-and-tablets/tablets', 1, 0, { categories: ['telefoni-i-tableti', 'tableti'] })).toBe('/prodavnica/telefoni-i-tableti/tableti');
    expect(switchTo('/brend/samsung/bela-tehnika', 0, 1, { brand: 'samsung', categories: ['large-appliances'] })).toBe('/brand/samsung/large-appliances');
    expect(switchTo('/zimska-akcija/bela-tehnika', 0, 1, { categories: ['large-appliances'] })).toBe('/winter-sale/large-appliances');
    expect(switchTo('/winter-sale/large-appliances', 1, 0, { categories: ['bela-tehnika'] })).toBe('/zimska-akcija/bela-tehnika');
    expect(switchTo('/proizvod/telefoni/12/telefon-galaxy', 0, 1, { categories: ['phones'], slug: 'galaxy-phone' })).toBe('/product/phones/12/galaxy-phone');
    expect(switchTo('/post/3/new-year', 1, 0, { slug: 'nova-godina' })).toBe('/vest/3/nova-godina');
    expect(switchTo('/porudzbina/IZ-1/hvala', 0, 1, { thankYou: 'thank-you' })).toBe('/order/IZ-1/thank-you');
  });

  it('waits for the screen’s words before linking a path that names an entity', () => {
    for (const [path, from] of [
      ['/prodavnica/telefoni', 0],
      ['/brand/samsung', 1],
      ['/proizvod/12/galaxy-s24', 0],
      ['/post/3/new-year', 1],
      ['/zimska-akcija/telefoni', 0],
    ] as const) {
      expect(switchTo(path, from, from === 0 ? 1 : 0), path).toBeUndefined();
    }
    // A part the screen did not give is still unknown.
    expect(switchTo('/brend/samsung/telefoni', 0, 1, { brand: 'samsung' })).toBeUndefined();
    // Paths without such segments need nothing.
    expect(switchTo('/prodavnica', 0, 1)).toBe('/shop');
    expect(switchTo('/winter-sale', 1, 0)).toBe('/zimska-akcija');
    expect(switchTo('/porudzbina/IZ-1', 0, 1)).toBe('/order/IZ-1');
  });

  it('merges what the parts of a screen gave, for the path they gave it for only', () => {
    const given = [
      { pathname: '/brend/samsung/bela-tehnika', params: [{ brand: 'samsung' }, { brand: 'samsung-en' }] as const },
      { pathname: '/brend/samsung/bela-tehnika', params: [{ categories: ['bela-tehnika'] }, { categories: ['large-appliances'] }] as const },
      { pathname: '/brend/lg', params: [{ brand: 'lg' }, { brand: 'lg-en' }] as const },
    ];
    expect(alternateParamsIn(given, '/brend/samsung/bela-tehnika', 1)).toEqual({ brand: 'samsung-en', categories: ['large-appliances'] });
    expect(alternateParamsIn(given, '/brend/sony', 1)).toBeUndefined();
  });

  it('maps a CMS page by its id to the other language’s slug', () => {
    expect(switchTo('/o-nama', 0, 1)).toBe('/about-us');
    expect(switchTo('/about-us', 1, 0)).toBe('/o-nama');
  });

  it('needs the other language’s pages for a CMS page', () => {
    const match: RouteMatch = matchRoute('/o-nama', PAGES, 0);
    expect(translatePath(match, 1, undefined)).toBeUndefined();
  });

  it('sends not-found and admin paths to the other language’s home', () => {
    expect(switchTo('/nema-ovoga', 0, 1)).toBe('/home');
    expect(switchTo('/missing', 1, 0)).toBe('/');
    expect(translatePath({ kind: 'admin' }, 1, PAGES[1])).toBe('/home');
  });

  it('gives no path where the content has no version in the other language; the switch then leads to the nearest page there', () => {
    // A page written in Serbian only is missing from the English pages.
    const serbianOnly = matchRoute('/samo-srpski', [[...PAGES[0]!, page('10', 'samo-srpski')], PAGES[1]], 0);
    expect(translatePath(serbianOnly, 1, PAGES[1])).toBeUndefined();
    expect(nearestPathIn(serbianOnly, 1)).toBe('/home');
    // A post, product or category with no name in English: its slug there is ''.
    const post = matchRoute('/vest/5/samo-srpski', PAGES, 0);
    expect(translatePath(post, 1, PAGES[1], { slug: '' })).toBeUndefined();
    expect(nearestPathIn(post, 1)).toBe('/blog');
    const category = matchRoute('/prodavnica/telefoni/samo-srpska', PAGES, 0);
    expect(translatePath(category, 1, PAGES[1], { categories: ['phones', ''] })).toBeUndefined();
    expect(nearestPathIn(category, 1)).toBe('/shop');
    expect(nearestPathIn(matchRoute('/product/phones/5/english-only', PAGES, 1), 0)).toBe('/prodavnica');
    expect(nearestPathIn(matchRoute('/brand/english-only', PAGES, 1), 0)).toBe('/brendovi');
    expect(nearestPathIn(matchRoute('/kontakt', PAGES, 0), 1)).toBe('/home');
  });

  it('keeps the special listings’ path', () => {
    expect(switchTo('/akcija', 0, 1)).toBe('/akcija');
  });
});

describe('language switch of a listing’s query string', () => {
  const shop = matchRoute('/prodavnica/telefoni', NO_PAGES, 0);

  it('carries sort and brands over under the other language’s names, without the filter words', () => {
    const search = translateSearch(shop, '?page=2&sortiraj=3&brands=4,7&filteri=Boja:Crna', 0, 1);
    expect(search).toContain('order=3');
    expect(search).toContain('brands=4');
    expect(search).not.toContain('filter');
    expect(translateSearch(matchRoute('/shop', NO_PAGES, 1), '?order=4', 1, 0)).toBe('?sortiraj=4');
  });

  it('drops the query string of other screens', () => {
    expect(translateSearch(matchRoute('/kontakt', NO_PAGES, 0), '?x=1', 0, 1)).toBe('');
  });
});
