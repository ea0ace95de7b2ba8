/** Variables for the storefront's public reads that need some, several where the answer takes different paths. */
export const PUBLIC_READ_VARIABLES: Record<string, Record<string, unknown>[]> = {
  GetProducts: [
    { page: 1, first: 24, sort: 'RELEVANCE', brands: [], filters: [] },
    { category_path: ['telefoni-i-tableti'], sort: 'PRICE_ASC', filters: [{ name: 'Boja', values: ['Crna', 'Plava', 'Nema takve'] }], price_min: 5000, price_max: 150000 },
    { brands: ['1', '2'], sort: 'NAME', page: 2, first: 8 },
    { special: 'ACTION', first: 12 },
    { search: 'samsung frizider', first: 12 },
    { search: 'фрижидер', first: 12 },
    { category_path: ['nema-takve'] },
    // Refused: out of its bounds, and an administrator's sort.
    { first: 100000 },
    { sort: 'VIEWS' },
  ],
  GetWishlistProducts: [{ ids: ['3', '1', '2'] }],
  GetRecentlyViewedProducts: [{ ids: ['2', '1'] }],
  GetProduct: [{ id: '1' }, { id: '999999' }],
  GetCategory: [{ id: '2' }],
  GetBrand: [{ slug: 'samsung' }, { id: '1' }],
  GetPage: [{ code: 'home' }],
  GetBlogPost: [{ id: '1' }],
  SearchSuggestions: [{ query: 'sam', first: 5 }, { query: 'samsnug', first: 5 }, { query: 'frizidr', first: 5 }, { query: 'qqqqxz', first: 5 }],
};
