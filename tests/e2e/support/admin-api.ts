import { AdminLoginDocument, GetAdminOrderDocument, GetLiveVisitorsDocument, GetOrdersWithPaginationDocument, UpsertBlogPostDocument } from '../../../generated/client/graphql';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';

type Document = { toString(): string };

/** One GraphQL call as the admin's screens make it (spec §7 headers), for checks the shopper's page cannot see. */
async function call<T>(origin: string, name: string, document: Document, variables: Record<string, unknown>, adminToken = ''): Promise<T> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: '*/*', Lang: '0', Authorization: adminToken ? `Bearer ${adminToken}` : '', Authuser: '' },
    body: JSON.stringify({ operationName: name, query: document.toString(), variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors?.length) throw new Error(`${name}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** The demo administrator's token (DEMO_ACCOUNTS=1 on the real server; the mock always knows it). */
export async function adminToken(origin: string): Promise<string> {
  const data = await call<{ adminLogin: { token: string } }>(origin, 'AdminLogin', AdminLoginDocument, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  return data.adminLogin.token;
}

export interface LiveVisitorSeen {
  client: string;
  path: string;
  is_mobile: boolean;
  history: Array<{ path: string }>;
}

/** What the admin's live screen lists now. */
export async function liveVisitors(origin: string, token: string): Promise<LiveVisitorSeen[]> {
  const data = await call<{ liveVisitors: LiveVisitorSeen[] }>(origin, 'GetLiveVisitors', GetLiveVisitorsDocument, {}, token);
  return data.liveVisitors;
}

/**
 * A blog post the administrator writes in Serbian only (the admin's language here), published long
 * ago so it stays out of the newest posts other flows see; its id.
 */
export async function serbianOnlyPost(origin: string, token: string, post: { name: string; slug: string }): Promise<string> {
  const variables = { ...post, description: '<p>Samo na srpskom.</p>', active: true, published_at: '2020-01-01T10:00:00Z' };
  const data = await call<{ upsertBlogPost: { id: string } }>(origin, 'UpsertBlogPost', UpsertBlogPostDocument, variables, token);
  return data.upsertBlogPost.id;
}

/** An order's lines as the admin's order screen reads them (GetAdminOrder), found by the order's code. */
export async function adminOrderLines(origin: string, token: string, code: string): Promise<Array<{ name: string; variant_name: string; code: string; quantity: number }>> {
  return (await adminOrder(origin, token, code)).items;
}

export interface AdminOrderSeen {
  id: string;
  status: string;
  payment_method: string;
  payment_status: string | null;
  items: Array<{ name: string; variant_name: string; code: string; quantity: number; product: { id: string; stock: number } | null }>;
}

/** An order as the admin's order screen reads it: its id, status, payment and lines with their products' stock now. */
export async function adminOrder(origin: string, token: string, code: string): Promise<AdminOrderSeen> {
  const found = await call<{ ordersWithPagination: { data: Array<{ id: string; code: string }> } }>(origin, 'GetOrdersWithPagination', GetOrdersWithPaginationDocument, { search: code, first: 5 }, token);
  const order = found.ordersWithPagination.data.find((each) => each.code === code);
  if (!order) throw new Error(`No order ${code} in the admin's list`);
  const data = await call<{ orderById: Omit<AdminOrderSeen, 'id'> }>(origin, 'GetAdminOrder', GetAdminOrderDocument, { id: order.id }, token);
  return { ...data.orderById, id: order.id };
}

/** A product's id by its code, as the admin's search finds it. */
export async function productIdByCode(origin: string, token: string, code: string): Promise<string> {
  const query = `query ProductByCode($search: String!) { productsWithPagination(search: $search, first: 5) { data { id code } } }`;
  const data = await call<{ productsWithPagination: { data: Array<{ id: string; code: string }> } }>(origin, 'ProductByCode', { toString: () => query }, { search: code }, token);
  const found = data.productsWithPagination.data.find((product) => product.code === code);
  if (!found) throw new Error(`No product ${code}`);
  return found.id;
}
