import { describe, expect, it } from 'vitest';
import { languagePathsOf } from '../../../../../src/client/app/routes/language-paths';
import { matchRoute, type PageLink, type PagesByLang } from '../../../../../src/client/app/routes/match-route';
import type { AlternateParams } from '../../../../../src/client/app/routes/alternate-params';
import { pageLinks } from '../../../../../src/client/app/seo/page-head';
import { languageOfSearch } from '../../../../../src/shared/routing/language-param';
import type { LanguageId } from '../../../../../src/shared/i18n/languages';

const page = (id: string, slug: string): PageLink => ({ id, slug, type: 'PAGE', active: true });
/** A CMS page whose slug is the same in both languages, and one whose slugs differ. */
const PAGES: PagesByLang = [
  [page('1', 'faq'), page('2', 'o-nama')],
  [page('1', 'faq'), page('2', 'about-us')],
];

const pathsOf = (path: string, lang: LanguageId, given: AlternateParams[] = []) => {
  const url = new URL(path, 'http://shop.test');
  const chosen = languageOfSearch(url.search) ?? lang;
  const match = matchRoute(url.pathname, PAGES, chosen);
  const matched = match.kind === 'static' || match.kind === 'page' || match.kind === 'notFound' || match.kind === 'pending' ? match.lang : chosen;
  return languagePathsOf(match, PAGES, given, url, matched);
};

/** What the Android phones listing says its category path and selection are in both languages. */
const PHONES: AlternateParams[] = [
  {
    pathname: '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni',
    params: [{ categories: ['telefoni-i-tableti', 'mobilni-telefoni', 'android-telefoni'] }, { categories: ['phones-and-tablets', 'mobile-phones', 'android-phones'] }],
  },
  {
    pathname: '/prodavnica/telefoni-i-tableti/mobilni-telefoni/android-telefoni',
    params: [{}, {}],
    listing: {
      search: '?page=2&sortiraj=3&brands=1&filteri=Boja:Crna,Plava-Interna%20memorija:128%20GB&cena=20000-70000',
      selection: {
        filters: [
          { names: ['Boja', 'Colour'], values: [['Crna', 'Black'], ['Plava', 'Blue']] },
          { names: ['Interna memorija', 'Storage'], values: [['128 GB', '128 GB']] },
        ],
        prices: [{ min: 20000, max: 70000 }, { min: 170, max: 598 }],
      },
    },
  },
];

describe('the language switch’s targets', () => {
  it('on a path both languages share, name the language, so the switch always switches', () => {
    for (const lang of [0, 1] as const) {
      expect(pathsOf('/akcija', lang)).toEqual(['/akcija?lang=sr', '/akcija?lang=en']);
      expect(pathsOf('/novo', lang)).toEqual(['/novo?lang=sr', '/novo?lang=en']);
      expect(pathsOf('/faq', lang)).toEqual(['/faq?lang=sr', '/faq?lang=en']);
    }
    // The named language wins over the remembered one.
    expect(matchRoute('/popularno', PAGES, languageOfSearch('?lang=en') ?? 0)).toMatchObject({ lang: 1 });
    expect(pathsOf('/popularno?lang=en&order=3', 0)).toEqual(['/popularno?sortiraj=3&lang=sr', '/popularno?order=3&lang=en']);
    // Paths that tell their language need no name.
    expect(pathsOf('/o-nama', 0)).toEqual(['/o-nama', '/about-us']);
  });

  it('keep a listing’s page, sort, brands, filters and price range, translated from what the listing says', () => {
    const [sr, en] = pathsOf(`${PHONES[1]!.pathname}${PHONES[1]!.listing!.search}`, 0, PHONES);
    expect(sr).toBe(`${PHONES[1]!.pathname}${PHONES[1]!.listing!.search}`);
    expect(en).toBe('/shop/phones-and-tablets/mobile-phones/android-phones?page=2&order=3&brands=1&filters=Colour:Black,Blue-Storage:128%20GB&price=170-598');
  });

  it('keep page, sort and brands before the listing has said what its selection is in the other language', () => {
    const [, en] = pathsOf(`${PHONES[0]!.pathname}?page=2&sortiraj=3&brands=1&filteri=Boja:Crna`, 0, PHONES.slice(0, 1));
    expect(en).toBe('/shop/phones-and-tablets/mobile-phones/android-phones?page=2&order=3&brands=1');
    // A selection said for another query string is not used.
    const [, stale] = pathsOf(`${PHONES[0]!.pathname}?filteri=Boja:Bela`, 0, PHONES);
    expect(stale).toBe('/shop/phones-and-tablets/mobile-phones/android-phones');
  });

  it('keep the special listings’ own query string and the campaign’s code', () => {
    expect(pathsOf('/kampanja?kampanja=leto&page=2', 1)).toEqual(['/kampanja?page=2&kampanja=leto&lang=sr', '/kampanja?page=2&kampanja=leto&lang=en']);
  });

  it('agree with the head’s hreflang links, while the canonical address leaves the selection out', () => {
    const paths = pathsOf(`${PHONES[1]!.pathname}${PHONES[1]!.listing!.search}`, 0, PHONES);
    const links = pageLinks(paths, 0, 'http://shop.test', PHONES[1]!.pathname);
    expect(links.alternates).toEqual({
      'sr-Latn': `http://shop.test${paths[0]}`,
      'sr-Cyrl': `http://shop.test/cir${paths[0]}`,
      en: `http://shop.test${paths[1]}`,
      'x-default': `http://shop.test${paths[0]}`,
    });
    expect(links.canonical).toBe(`http://shop.test${PHONES[1]!.pathname}`);
    expect(pageLinks(pathsOf('/akcija', 1), 1, 'http://shop.test', '/akcija').canonical).toBe('http://shop.test/akcija?lang=en');
  });
});
