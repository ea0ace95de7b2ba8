/**
 * What the card payment tests share: the operations they send, the bank's reply as the bank signs it,
 * and a shop with the test bank whose product has stock to hold (cardShop registers its start and stop).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { CARD_REPLY_PATH, TEST_GATEWAY_CREDENTIALS } from '../../../src/server/modules/payments/gateway';
import { nestpayHash } from '../../../src/server/modules/payments/nestpay-hash';
import { readOutbox } from '../support/outbox';
import { startTestServer, type Backend, type TestServer } from '../support/test-server';
import type { Fields } from '../../support/test-bank';

export const CARD = 'card_payments { order_number status amount_rsd transaction_date authorization_code transaction_id response return_code message masked_card }';
export const ORDER_FIELDS = `id code status status_key payment_method payment_status paid_at payment_hold_until created_at ${CARD}`;
export const CREATE_ORDER = `mutation ($key: String!, $items: [OrderItemInput!]!, $email: String!, $payment_method: PaymentMethod!) {
  createOrder(idempotency_key: $key, items: $items, name: "Mila", lastname: "Lukić", email: $email, phone: "+381 64 220 3391",
    address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1", payment_method: $payment_method) { ${ORDER_FIELDS} } }`;
export const START = 'mutation ($code: String!, $key: String!) { startCardPayment(code: $code, key: $key) { action fields { name value } } }';
export const SWITCH = `mutation ($code: String!, $key: String!, $method: PaymentMethod!) { changeOrderPaymentMethod(code: $code, key: $key, payment_method: $method) { ${ORDER_FIELDS} } }`;
export const LOOKUP = `query ($code: String!, $key: String) { order(code: $code, key: $key) { ${ORDER_FIELDS} } }`;
export const REVERSE = `mutation ($id: ID!, $action: CardPaymentAction!) { reverseCardPayment(id: $id, action: $action) { payment_status ${CARD} } }`;

/** The bank's reply to a try, signed as the bank signs it (or not, or tampered with after). */
export function bankReply(form: Fields, outcome: 'approve' | 'decline' | 'cancel'): Fields {
  const { HASH: _request, ...echoed } = form;
  const reply: Fields = {
    ...echoed,
    ...(outcome === 'approve'
      ? { Response: 'Approved', ProcReturnCode: '00', mdStatus: '1', AuthCode: '123456', TransId: '26334PA1234', MaskedPan: '435508***4358', ErrMsg: '' }
      : outcome === 'decline'
        ? { Response: 'Declined', ProcReturnCode: '05', mdStatus: '1', AuthCode: '', TransId: '26334PD0001', MaskedPan: '435508***4358', ErrMsg: 'Declined' }
        : { Response: 'Error', ProcReturnCode: '99', mdStatus: '0', ErrMsg: 'Cancelled by the cardholder' }),
    'EXTRA.TRXDATE': '20261130 14:02:11',
    hashAlgorithm: 'ver3',
  };
  return { ...reply, HASH: nestpayHash(reply, TEST_GATEWAY_CREDENTIALS.storeKey) };
}


/** A shop with the test bank, its product's stock raised to 1,000, and what the tests do to it as a shopper. */
export function cardShop(backend: Backend) {
  const shop = { server: undefined as unknown as TestServer, adminToken: '', productId: 0 };
  beforeAll(async () => {
    shop.server = await startTestServer(backend, { PAYMENT_GATEWAY: 'test', TRUSTED_PROXY: 'loopback' });
    shop.adminToken = (await shop.server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`)).data.adminLogin.token;
    const { rows } = await sql<{ id: number }>`
      select p.id from products p where p.active and p.active_from is null and p.active_to is null and p.price >= 1000
        and (select count(*) from product_variants v where v.product_id = p.id) = 1 order by p.id limit 1`.execute(shop.server.db);
    shop.productId = rows[0]!.id;
    await sql`update product_variants set stock = 1000 where product_id = ${shop.productId}`.execute(shop.server.db);
    await shop.server.contentChanged();
  }, 120_000);
  afterAll(async () => shop.server?.close());

  const stock = async () => (await sql<{ stock: number }>`select stock from product_variants where product_id = ${shop.productId}`.execute(shop.server.db)).rows[0]!.stock;
  const place = async (lang: 0 | 1 = 0, payment_method = 'CARD', email = `card-${Date.now()}-${Math.random()}@gmail.com`) => {
    const answer = await shop.server.request(CREATE_ORDER, { key: `card-${Date.now()}-${Math.random()}`, items: [{ product_id: String(shop.productId), quantity: 2 }], email, payment_method }, { lang });
    expect(answer.errors).toBeUndefined();
    return { ...answer.data.createOrder, email };
  };
  const start = async (order: { code: string; status_key: string }) => {
    const answer = await shop.server.request(START, { code: order.code, key: order.status_key });
    expect(answer.errors).toBeUndefined();
    const form = answer.data.startCardPayment as { action: string; fields: { name: string; value: string }[] };
    return { action: form.action, fields: Object.fromEntries(form.fields.map((field) => [field.name, field.value])) as Fields };
  };
  const post = (fields: Fields) =>
    fetch(`${shop.server.url}${CARD_REPLY_PATH}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const lookUp = async (order: { code: string; status_key: string }) => (await shop.server.request(LOOKUP, { code: order.code, key: order.status_key })).data.order;
  const mailsTo = async (email: string) => (await readOutbox(shop.server.config.dataDir)).filter((mail) => mail.to.includes(email));
  return { shop, stock, place, start, post, lookUp, mailsTo };
}
