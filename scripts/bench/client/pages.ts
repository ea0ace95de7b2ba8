/**
 * The pages the benchmark opens, in Serbian (the default language): home, a shop listing narrowed by
 * a filter, and a product, each in Latin and at its Cyrillic address (/cir). The category, filter and product are asked of the running server, so the
 * paths stay real when the demo changes; they are built by the same path builders and query codec
 * the storefront uses.
 */
import {
  GetCategoriesDocument,
  GetProductsDocument,
  type GetCategoriesQuery,
  type GetCategoriesQueryVariables,
  type GetProductsQuery,
  type GetProductsQueryVariables,
} from '../../../generated/client/graphql';
import { formatShopQuery } from '../../../src/shared/catalog/filter-query';
import { categoryListingPath, productLinkPath } from '../../../src/shared/routing/canonical-paths';
import { inScript } from '../../../src/shared/routing/script-path';

export interface BenchPage {
  /** The page, and `(Ћир)` for its Cyrillic address (issue 29): the same targets hold there. */
  name: 'home' | 'shop' | 'product' | 'home (Ћир)' | 'shop (Ћир)' | 'product (Ћир)';
  path: string;
  /** What was chosen, for the report. */
  note: string;
}

const LANG = 0;
/** The demo's phones: the listing a shopper narrows most often. Any category serves when none matches. */
const PREFERRED_CATEGORY = /telefon|phone/i;
const PREFERRED_FILTER = /^(boja|colou?r)$/i;

type Category = GetCategoriesQuery['categories'][number];

async function ask<Result, Variables>(serverUrl: string, operationName: string, document: { toString(): string }, variables: Variables): Promise<Result> {
  const answer = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Lang: String(LANG) },
    body: JSON.stringify({ operationName, query: document.toString(), variables }),
  });
  const body = (await answer.json()) as { data?: Result; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(`${operationName} failed: ${body.errors?.map((error) => error.message).join('; ') ?? answer.status}`);
  return body.data;
}

/** A category's path from the top of the tree down to itself. */
function trailOf(category: Pick<Category, 'id' | 'parent_id'>, byId: Map<string, Category>): Category[] {
  const trail: Category[] = [];
  for (let current = byId.get(category.id); current; current = current.parent_id ? byId.get(current.parent_id) : undefined) {
    trail.unshift(current);
  }
  return trail;
}

export async function choosePages(serverUrl: string): Promise<BenchPage[]> {
  const { categories } = await ask<GetCategoriesQuery, GetCategoriesQueryVariables>(serverUrl, 'GetCategories', GetCategoriesDocument, {});
  const byId = new Map(categories.map((category) => [category.id, category]));
  const stocked = categories.filter((category) => category.products_count > 0).sort((a, b) => b.products_count - a.products_count);
  const category = stocked.find((candidate) => PREFERRED_CATEGORY.test(candidate.name) || PREFERRED_CATEGORY.test(candidate.slug)) ?? stocked[0];
  if (!category) throw new Error('The demo shop has no category with products');
  const trail = trailOf(category, byId);

  const listing = await ask<GetProductsQuery, GetProductsQueryVariables>(serverUrl, 'GetProducts', GetProductsDocument, {
    category_path: trail.map((step) => step.slug),
  });
  const facets = listing.products.filters.filter((facet) => facet.values.some((value) => value.count > 0));
  const facet = facets.find((candidate) => PREFERRED_FILTER.test(candidate.filter.name)) ?? facets[0];
  if (!facet) throw new Error(`The category ${category.slug} offers no filter`);
  const value = [...facet.values].sort((a, b) => b.count - a.count)[0]!;
  const filters = [{ name: facet.filter.name, values: [value.value] }];

  const product = listing.products.data[0];
  if (!product) throw new Error(`The category ${category.slug} lists no product`);

  const latin: BenchPage[] = [
    { name: 'home', path: '/', note: 'the home page' },
    {
      name: 'shop',
      path: `${categoryListingPath(LANG, trail)}${formatShopQuery({ filters }, LANG)}`,
      note: `${category.name} (${listing.products.paginatorInfo.total} products) filtered by ${facet.filter.name} = ${value.value} (${value.count})`,
    },
    { name: 'product', path: productLinkPath(LANG, product), note: product.name },
  ];
  const cyrillic = latin.map((page): BenchPage => ({ name: `${page.name} (Ћир)` as BenchPage['name'], path: inScript(page.path, 'Cyrl'), note: `${page.note}, in Cyrillic` }));
  return [...latin, ...cyrillic];
}
