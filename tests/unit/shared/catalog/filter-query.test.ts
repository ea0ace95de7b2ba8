import { describe, expect, it } from 'vitest';
import { EMPTY_SHOP_QUERY, formatShopQuery, pageFromQuery, parseShopQuery, type ShopQuery } from '../../../../src/shared/catalog/filter-query';

const SR = 0;
const EN = 1;

describe('parseShopQuery', () => {
  it('reads a Serbian listing as the spec writes it', () => {
    expect(parseShopQuery('?page=3&sortiraj=3&brands=4,7&filteri=Boja:Crna,Bela-Materijal:Pamuk', SR)).toEqual({
      page: 3,
      sort: 'PRICE_ASC',
      brands: ['4', '7'],
      filters: [
        { name: 'Boja', values: ['Crna', 'Bela'] },
        { name: 'Materijal', values: ['Pamuk'] },
      ],
    });
  });

  it('reads the English names order and filters', () => {
    expect(parseShopQuery('order=4&filters=Colour:Black', EN)).toEqual({
      page: 1,
      sort: 'PRICE_DESC',
      brands: [],
      filters: [{ name: 'Colour', values: ['Black'] }],
    });
  });

  it("does not read the other language's parameter names", () => {
    expect(parseShopQuery('?order=4&filters=Colour:Black', SR)).toEqual(EMPTY_SHOP_QUERY);
    expect(parseShopQuery('?sortiraj=4&filteri=Boja:Crna', EN)).toEqual(EMPTY_SHOP_QUERY);
  });

  it('gives the defaults for an empty query', () => {
    expect(parseShopQuery('', SR)).toEqual({ page: 1, sort: 'RELEVANCE', brands: [], filters: [] });
    expect(parseShopQuery('?', EN)).toEqual(EMPTY_SHOP_QUERY);
    expect(parseShopQuery('?sortiraj=', SR).sort).toBe('RELEVANCE');
  });

  it('decodes escaped separators inside names and values: a space, a decimal comma, a dash, a colon', () => {
    const query = parseShopQuery('?filteri=Dijagonala%20ekrana:6%2C6%22,15%2C6%22-Wi%2DFi%3A%20podr%C5%A1ka:Wi%2DFi%3A%20da', SR);
    expect(query.filters).toEqual([
      { name: 'Dijagonala ekrana', values: ['6,6"', '15,6"'] },
      { name: 'Wi-Fi: podrška', values: ['Wi-Fi: da'] },
    ]);
  });

  it('reads a query whose separators were encoded once more, as URLSearchParams writes them', () => {
    const search = new URLSearchParams({ filteri: 'Boja:6%2C6%22,Crna-Wi%2DFi:Da', brands: '4,7' }).toString();
    expect(search).toContain('%3A');
    const query = parseShopQuery(search, SR);
    expect(query.filters).toEqual([
      { name: 'Boja', values: ['6,6"', 'Crna'] },
      { name: 'Wi-Fi', values: ['Da'] },
    ]);
    expect(query.brands).toEqual(['4', '7']);
  });

  it('ignores unknown and malformed parts instead of throwing', () => {
    const search = '?page=abc&sortiraj=7&brands=4,x,,7,4&filteri=Boja:Crna-bad-:x-%20:y-%E0%A4%A:z-Prazno:-Stil:%E0%A4%A,Plava&foo=%&=1&%zz=2';
    expect(() => parseShopQuery(search, SR)).not.toThrow();
    expect(parseShopQuery(search, SR)).toEqual({
      page: 1,
      sort: 'RELEVANCE',
      brands: ['4', '7'],
      filters: [
        { name: 'Boja', values: ['Crna'] },
        { name: 'Stil', values: ['Plava'] },
      ],
    });
  });

  it('reads a page only when it is a whole number above 1', () => {
    expect(parseShopQuery('page=0', SR).page).toBe(1);
    expect(parseShopQuery('page=-2', SR).page).toBe(1);
    expect(parseShopQuery('page=2.5', SR).page).toBe(1);
    expect(parseShopQuery('page=12', SR).page).toBe(12);
  });

  it('merges a filter given twice and drops repeated values', () => {
    expect(parseShopQuery('filteri=Boja:Crna,Crna-Boja:Bela', SR).filters).toEqual([{ name: 'Boja', values: ['Crna', 'Bela'] }]);
  });

  it('reads a + as a space, as forms write it', () => {
    expect(parseShopQuery('filters=Colour:Dark+blue,A%2BB', EN).filters).toEqual([{ name: 'Colour', values: ['Dark blue', 'A+B'] }]);
  });

  it('keeps views and wishlist orders for administrators only', () => {
    expect(parseShopQuery('sortiraj=8', SR).sort).toBe('RELEVANCE');
    expect(parseShopQuery('sortiraj=9', SR).sort).toBe('RELEVANCE');
    expect(parseShopQuery('sortiraj=8', SR, { admin: true }).sort).toBe('VIEWS');
    expect(parseShopQuery('order=9', EN, { admin: true }).sort).toBe('WISHLIST');
  });
});

describe('formatShopQuery', () => {
  it('writes the spec form with Serbian names', () => {
    expect(
      formatShopQuery(
        {
          page: 2,
          sort: 'NAME',
          brands: ['4', '7'],
          filters: [
            { name: 'Boja', values: ['Crna', 'Bela'] },
            { name: 'Materijal', values: ['Pamuk'] },
          ],
        },
        SR,
      ),
    ).toBe('?page=2&sortiraj=2&brands=4,7&filteri=Boja:Crna,Bela-Materijal:Pamuk');
  });

  it('writes the English names', () => {
    expect(formatShopQuery({ sort: 'PRICE_ASC', filters: [{ name: 'Colour', values: ['Black'] }] }, EN)).toBe(
      '?order=3&filters=Colour:Black',
    );
  });

  it('leaves out whatever is at its default', () => {
    expect(formatShopQuery(EMPTY_SHOP_QUERY, SR)).toBe('');
    expect(formatShopQuery({}, EN)).toBe('');
    expect(formatShopQuery({ page: 1, sort: 'RELEVANCE', filters: [{ name: 'Boja', values: [] }] }, SR)).toBe('');
  });

  it('escapes the separators inside names and values', () => {
    expect(formatShopQuery({ filters: [{ name: 'Wi-Fi: podrška', values: ['6,6"', 'Wi-Fi: da'] }] }, SR)).toBe(
      '?filteri=Wi%2DFi%3A%20podr%C5%A1ka:6%2C6%22,Wi%2DFi%3A%20da',
    );
  });

  it('drops brand ids that are not numbers and filters without a name', () => {
    expect(formatShopQuery({ brands: ['x', '5'], filters: [{ name: ' ', values: ['Crna'] }] }, SR)).toBe('?brands=5');
  });
});

describe('round trip', () => {
  const serbian: ShopQuery = {
    page: 4,
    sort: 'PRICE_DESC',
    brands: ['3', '11'],
    filters: [
      { name: 'Boja', values: ['Čokoladna', 'Ćilibar', 'Šljiva', 'Žuta', 'Đurđevak'] },
      { name: 'Sastav: 100% - a+b', values: ['6,6"', '15,6"', '-', ':', '%', '100% pamuk', 'a+b', '1/2 & 3=4?#'] },
    ],
  };
  const english: ShopQuery = {
    page: 1,
    sort: 'NAME',
    brands: [],
    filters: [{ name: 'Size & fit', values: ['Dark-blue', 'Size: XL', 'Ž-č'] }],
  };

  it.each([
    ['Serbian', SR, serbian],
    ['English', EN, english],
  ] as const)('%s: parse(format(query)) is the query', (_name, lang, query) => {
    const search = formatShopQuery(query, lang);
    expect(parseShopQuery(search, lang)).toEqual(query);
  });

  it('survives the browser: URL keeps the same listing', () => {
    const url = new URL(`https://izlog.rs/prodavnica/odeca${formatShopQuery(serbian, SR)}`);
    expect(parseShopQuery(url.search, SR)).toEqual(serbian);
  });

  it('keeps administrators’ orders both ways', () => {
    const query: ShopQuery = { ...EMPTY_SHOP_QUERY, sort: 'WISHLIST' };
    expect(formatShopQuery(query, EN)).toBe('?order=9');
    expect(parseShopQuery(formatShopQuery(query, EN), EN, { admin: true })).toEqual(query);
  });
});

describe('pageFromQuery', () => {
  it('reads the page of a paged list, falling back to the first for anything else', () => {
    expect(pageFromQuery('?page=3', SR)).toBe(3);
    expect(pageFromQuery('page=2', EN)).toBe(2);
    for (const search of ['', '?page=0', '?page=-2', '?page=abc', '?page=1.5']) expect(pageFromQuery(search, SR)).toBe(1);
  });

  it('reads back the page formatShopQuery writes, which leaves out the first', () => {
    expect(formatShopQuery({ page: 1 }, SR)).toBe('');
    expect(pageFromQuery(formatShopQuery({ page: 7 }, EN), EN)).toBe(7);
  });
});
