/**
 * The writes of a live shop, sent as the apps send them: an anonymous shopper's checkout
 * (CreateOrder with createOrderVariables, checkout-form.ts), and an administrator who signs in
 * (AdminLogin), opens a product (GetAdminProduct) and saves it with its price changed
 * (productToForm → formToVariables → UpsertProduct, product-form.ts). Also the inventory the
 * orders are placed from, read as the administrator's product list reads it with each product's
 * variants beside (an administrator may send any operation): a shoe is ordered in a size in stock.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminLoginDocument,
  CreateOrderDocument,
  GetAdminProductDocument,
  GetOrderCountriesDocument,
  UpsertProductDocument,
  type ProductFormFragment,
} from '../../../generated/client/graphql';
import { checkProductForm, formToVariables, productToForm } from '../../../src/client/admin/products/product-form';
import { createOrderVariables, EMPTY_CHECKOUT, type CheckoutValues } from '../../../src/client/storefront/checkout/checkout-form';
import { answerResult, send, type Data } from './capture';
import { postRequest, wireRequest, type Lang, type Operation, type PersistedIds } from './requests';

const op = (document: { toString(): string }, operationName: string): Operation => ({ operationName, query: document.toString() });

/** One product (or one variant of a product sold in variants) the orders may take units of. */
export interface Stocked {
  id: string;
  /** The variant, for a product sold in variants; left out, the product's own. */
  variant_id?: string;
  stock: number;
  /** What one unit costs in RSD, for the shop's minimum order total. */
  unitRsd: number;
}

/** The shop's minimum order total (order settings, fixtures/orders/build.ts): an order below it is refused. */
export const MIN_ORDER_RSD = 500;
/** The most units of one product in one order (ORDER_MAX_QUANTITY). */
const MOST_UNITS = 10;
const PAGE = 200;

/** A request's data, or why it failed (HTTP status, GraphQL errors). */
export async function call(base: string, operation: Operation, variables: Record<string, unknown>, caller: { lang: Lang; adminToken?: string }): Promise<{ data: Data } | { error: string }> {
  try {
    const answer = await send(base, postRequest(operation, variables, caller));
    const result = answerResult(answer);
    if (answer.status < 200 || answer.status >= 300) return { error: `HTTP ${answer.status}: ${answer.body.subarray(0, 200).toString('utf8')}` };
    if (!result?.data || result.errors?.length) return { error: JSON.stringify(result?.errors ?? 'no data').slice(0, 300) };
    return { data: result.data };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await call(base, op(AdminLoginDocument, 'AdminLogin'), { email, password, remember: false }, { lang: 0 });
  if ('error' in answer) throw new Error(`the administrator ${email} could not sign in: ${answer.error}`);
  return (answer.data.adminLogin as { token: string }).token;
}

/**
 * The products shown and in stock, with their stock: every product up to `pages` pages of 200, else
 * that many pages spread over the list (enough for a run's few hundred orders).
 */
export async function readInventory(base: string, adminToken: string, pages = 50): Promise<Stocked[]> {
  const page = async (number: number) => {
    const answer = await call(base, INVENTORY, { page: number, first: PAGE }, { lang: 0, adminToken });
    if ('error' in answer) throw new Error(`reading the inventory: ${answer.error}`);
    return answer.data.productsWithPagination as {
      data: { id: string; stock: number; state: string; price_rsd: number; discount_price_rsd: number | null; variants: { id: string; stock: number; active: boolean }[] }[];
      paginatorInfo: { lastPage: number };
    };
  };
  const first = await page(1);
  const last = first.paginatorInfo.lastPage;
  const step = Math.max(1, Math.ceil(last / pages));
  const rows = [...first.data];
  for (let number = 1 + step; number <= last; number += step) rows.push(...(await page(number)).data);
  return rows
    .filter((row) => row.state === 'ACTIVE' && row.stock > 0)
    .flatMap((row) => {
      const unitRsd = row.discount_price_rsd ?? row.price_rsd;
      const sold = row.variants.length === 1 && row.variants[0]!.id === row.id ? [] : row.variants.filter((variant) => variant.active && variant.stock > 0);
      return sold.length === 0 ? [{ id: row.id, stock: row.stock, unitRsd }] : sold.map((variant) => ({ id: row.id, variant_id: variant.id, stock: variant.stock, unitRsd }));
    });
}

/** The administrator's product list (GetProductsWithPagination's fields the orders need) with each product's variants. */
const INVENTORY: Operation = {
  operationName: 'BenchInventory',
  query: `query BenchInventory($page: Int, $first: Int) {
    productsWithPagination(page: $page, first: $first, active: true, sort: NEWEST) {
      data { id stock state price_rsd discount_price_rsd variants { id stock active } }
      paginatorInfo { lastPage }
    }
  }`,
};

/** The first active delivery country, from checkout's own list. */
export async function deliveryCountry(base: string, ids: PersistedIds): Promise<string> {
  const answer = await send(base, wireRequest(op(GetOrderCountriesDocument, 'GetOrderCountries'), {}, 'get', ids, 0));
  const countries = (answerResult(answer)?.data?.orderCountries as { id: string; active: boolean }[] | undefined) ?? [];
  const country = countries.find((candidate) => candidate.active) ?? countries[0];
  if (!country) throw new Error(`GetOrderCountries answered no country (HTTP ${answer.status})`);
  return country.id;
}

/** Units one order takes: enough for the minimum total, at most what is left and the order maximum; 0 when it cannot be. */
export function unitsFor(product: Stocked, wanted: number): number {
  const least = Math.max(1, Math.ceil(MIN_ORDER_RSD / Math.max(product.unitRsd, 0.01)));
  const units = Math.min(Math.max(wanted, least), product.stock, MOST_UNITS);
  return units >= least ? units : 0;
}

/** An anonymous shopper's checkout form, filled in as a shopper would. */
function shopper(n: number, countryId: string): CheckoutValues {
  return {
    ...EMPTY_CHECKOUT,
    name: 'Marko',
    lastname: `Kupac ${n}`,
    email: `kupac${n}@example.com`,
    phone: '+381 64 123 4567',
    address: `Bulevar oslobođenja ${1 + (n % 200)}`,
    city: 'Novi Sad',
    zip: '21000',
    country_id: countryId,
    payment_method: 'CASH_ON_DELIVERY',
  };
}

export function placeOrder(base: string, n: number, countryId: string, line: { product_id: string; variant_id?: string; quantity: number }, lang: Lang) {
  const variables = createOrderVariables(shopper(n, countryId), [line], randomUUID(), null);
  return call(base, op(CreateOrderDocument, 'CreateOrder'), variables as unknown as Record<string, unknown>, { lang });
}

/** The administrator opens the product and saves it one dinar dearer, as the admin's product form sends it. */
export async function editProductPrice(base: string, adminToken: string, productId: string): Promise<{ ok: true } | { error: string }> {
  const lang: Lang = 0;
  const opened = await call(base, op(GetAdminProductDocument, 'GetAdminProduct'), { id: productId }, { lang, adminToken });
  if ('error' in opened) return opened;
  const product = opened.data.product as ProductFormFragment | null;
  if (!product) return { error: `GetAdminProduct ${productId}: no product` };
  const saved = productToForm(product, lang);
  const values = { ...saved, price: String(product.price_rsd + 1) };
  const problems = checkProductForm(values);
  if (Object.keys(problems).length) return { error: `product ${productId}'s form: ${JSON.stringify(problems)}` };
  const answer = await call(base, op(UpsertProductDocument, 'UpsertProduct'), formToVariables(values, productId, saved) as unknown as Record<string, unknown>, { lang, adminToken });
  return 'error' in answer ? answer : { ok: true };
}
