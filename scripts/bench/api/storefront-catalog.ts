/**
 * What the live shop's pool is made of, read from the seeded database through the server as the
 * storefront reads it (anonymous persisted GETs, both languages): the category tree with each
 * category's slug path in each language, each listing's brand and filter facets and page count,
 * the brands, products that are shown, and the words of their names.
 */
import { GetBrandsDocument, GetCategoriesDocument, GetProductsDocument } from '../../../generated/client/graphql';
import { listingVariables } from '../../../src/client/ui/listing/listing-variables';
import { EMPTY_SHOP_QUERY, type FilterSelection } from '../../../src/shared/catalog/filter-query';
import { fetchData, mapLimit } from './capture';
import { wireRequest, type Lang, type Operation, type PersistedIds, type Transport } from './requests';

export const LANGS: readonly Lang[] = [0, 1];

interface CategoryRow {
  id: string;
  slug: string;
  parent_id: string | null;
}

/** One listing the storefront shows before the shopper narrows it, in one language. */
export interface ListingFacets {
  lang: Lang;
  /** Category slugs from the top of the tree; empty for the whole shop. */
  path: string[];
  lastPage: number;
  brandIds: string[];
  filters: FilterSelection[];
}

export interface StorefrontCatalog {
  listings: ListingFacets[];
  brandIds: string[];
  /** Products listed (so shown to shoppers), by id, with their names by language. */
  products: Map<string, [string, string]>;
  brandNames: string[];
}

const op = (document: { toString(): string }, operationName: string): Operation => ({ operationName, query: document.toString() });
const GET_CATEGORIES = op(GetCategoriesDocument, 'GetCategories');
const GET_BRANDS = op(GetBrandsDocument, 'GetBrands');
const GET_PRODUCTS = op(GetProductsDocument, 'GetProducts');

/** Each category's path of slugs, from the top of the tree. */
function categoryPaths(rows: readonly CategoryRow[]): string[][] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const path: string[] = [];
    for (let at: CategoryRow | undefined = row; at && path.length < 10; at = at.parent_id ? byId.get(at.parent_id) : undefined) path.unshift(at.slug);
    return path;
  });
}

interface ListingData {
  products: {
    data: { id: string; name: string }[];
    paginatorInfo: { lastPage: number };
    brands: { brand: { id: string } }[] | null;
    filters: { filter: { name: string }; values: { value: string; count: number }[] }[] | null;
  } | null;
}

/** Reads the catalogue: a few requests at a time, as a crawler of the storefront would. */
export async function readStorefrontCatalog(base: string, transport: Transport, ids: PersistedIds): Promise<StorefrontCatalog> {
  const get = (operation: Operation, variables: Record<string, unknown>, lang: Lang) => fetchData(base, wireRequest(operation, variables, transport, ids, lang));
  const listingsToRead: { lang: Lang; path: string[] }[] = [];
  for (const lang of LANGS) {
    const data = await get(GET_CATEGORIES, {}, lang);
    const rows = (data.categories as CategoryRow[] | null) ?? [];
    if (rows.length === 0) throw new Error(`GetCategories (Lang ${lang}) answered no categories`);
    listingsToRead.push({ lang, path: [] }, ...categoryPaths(rows).map((path) => ({ lang, path })));
  }
  const brands = ((await get(GET_BRANDS, {}, 0)).brands as { id: string; name: string }[] | null) ?? [];
  const products = new Map<string, [string, string]>();
  const listings = await mapLimit(listingsToRead, 4, async ({ lang, path }): Promise<ListingFacets> => {
    const data = (await get(GET_PRODUCTS, listingVariables({}, path, EMPTY_SHOP_QUERY), lang)) as unknown as ListingData;
    const listing = data.products;
    for (const product of listing?.data ?? []) {
      const names = products.get(product.id) ?? ['', ''];
      names[lang] = product.name;
      products.set(product.id, names);
    }
    return {
      lang,
      path,
      lastPage: listing?.paginatorInfo.lastPage ?? 1,
      brandIds: (listing?.brands ?? []).map((entry) => entry.brand.id),
      filters: (listing?.filters ?? []).map((facet) => ({ name: facet.filter.name, values: facet.values.filter((value) => value.count > 0).map((value) => value.value) })),
    };
  });
  return { listings, brandIds: brands.map((brand) => brand.id), products, brandNames: brands.map((brand) => brand.name) };
}
