/**
 * Paying by card through the bank's 3-D Secure page (issue 28), the shop's side of the protocol: the
 * form it signs, the bank's signed reply it takes once (this test plays the bank, signing replies with
 * the test gateway's store key), the stock a card order holds until it is paid or its hold ends, and
 * the refund through the bank's API (the project's test bank answers it).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ORDER_STATUS } from '../../../src/shared/constants';
import { CARD_REPLY_PATH, TEST_GATEWAY_CREDENTIALS } from '../../../src/server/modules/payments/gateway';
import { isSignedReply } from '../../../src/server/modules/payments/nestpay-hash';
import { releaseEndedCardHolds } from '../../../src/server/modules/payments';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { payAtTestBank, type Fields } from '../../support/test-bank';
import { bankReply, cardShop, CREATE_ORDER, REVERSE, START, SWITCH } from './support';

describe.each(await serverBackends())('card payments through the bank page on %s', (backend) => {
  const { shop, stock, place, start, post, lookUp, mailsTo } = cardShop(backend);
  let server: TestServer;
  let adminToken: string;
  beforeAll(() => {
    ({ server, adminToken } = shop);
  });
  /** The shopper pays on the project's test bank: its card page's "Pay", then the reply page's form posted to the shop. */
  const payAtTestBankFor = async (form: { action: string; fields: Fields }) => (await payAtTestBank(form)).answer;

  test('a card order holds its stock for the settings’ minutes and mails nothing until it is paid', async () => {
    const before = await stock();
    const order = await place();
    expect(order).toMatchObject({ status: 'IN_PROCESS', payment_method: 'CARD', payment_status: 'AWAITING', card_payments: [] });
    expect(new Date(order.payment_hold_until).getTime() - new Date(order.created_at).getTime()).toBe(30 * 60_000);
    expect(await stock()).toBe(before - 2);
    expect(await mailsTo(order.email)).toEqual([]);
  });

  test('the form is signed with the store key, in RSD, and brings the shopper back to the shop', async () => {
    const order = await place(1);
    const { action, fields } = await start(order);
    expect(action).toBe(`${server.url}/payments/test-gateway/pay`);
    const { total_rsd } = await server.db.selectFrom('orders').select('total_rsd').where('code', '=', order.code).executeTakeFirstOrThrow();
    expect(fields).toMatchObject({
      clientid: TEST_GATEWAY_CREDENTIALS.clientId,
      storetype: '3d_pay_hosting',
      trantype: 'Auth',
      amount: Number(total_rsd).toFixed(2),
      currency: '941',
      oid: `${order.code}-1`,
      okUrl: `${server.url}${CARD_REPLY_PATH}`,
      failUrl: `${server.url}${CARD_REPLY_PATH}`,
      lang: 'en',
      hashAlgorithm: 'ver3',
    });
    expect(isSignedReply(fields, TEST_GATEWAY_CREDENTIALS.storeKey)).toBe(true);
    expect(isSignedReply({ ...fields, amount: '1.00' }, TEST_GATEWAY_CREDENTIALS.storeKey)).toBe(false);
  });

  test('an approved reply pays the order once: a second one changes nothing and mails nothing more', async () => {
    const order = await place();
    const { fields } = await start(order);
    const reply = bankReply(fields, 'approve');
    const first = await post(reply);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/porudzbina/${order.code}?key=${order.status_key}`);
    const paid = await lookUp(order);
    expect(paid).toMatchObject({ payment_status: 'PAID', payment_hold_until: null, status: 'IN_PROCESS' });
    expect(paid.card_payments).toEqual([
      expect.objectContaining({ order_number: `${order.code}-1`, status: 'APPROVED', authorization_code: '123456', transaction_id: '26334PA1234', return_code: '00', masked_card: '435508***4358' }),
    ]);
    // 14:02:11 in Belgrade on 30 November is 13:02:11 UTC.
    expect(paid.card_payments[0].transaction_date).toBe('2026-11-30T13:02:11.000Z');
    await server.drained();
    expect((await mailsTo(order.email)).map((mail) => mail.subject)).toEqual([`Porudžbina ${order.code} je primljena`]);

    const again = await post(reply);
    expect(again.status).toBe(303);
    const still = await lookUp(order);
    expect(still.paid_at).toBe(paid.paid_at);
    expect(still.card_payments).toEqual(paid.card_payments);
    await server.drained();
    expect(await mailsTo(order.email)).toHaveLength(1);
    // Paid: no further try is started.
    expect((await server.request(START, { code: order.code, key: order.status_key })).errors?.[0]?.message).toBe('Ova porudžbina više ne čeka plaćanje karticom.');
  });

  test('a tampered or unsigned reply is refused and changes nothing', async () => {
    const order = await place();
    const { fields } = await start(order);
    const reply = bankReply(fields, 'approve');
    for (const forged of [{ ...reply, amount: '1.00' }, { ...reply, Response: 'Approved', ProcReturnCode: '00', HASH: '' }, (({ HASH: _hash, ...unsigned }) => unsigned)(reply), { ...reply, clientid: 'another-shop' }]) {
      const answer = await post(forged);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('The bank\'s reply was not accepted');
    }
    const unchanged = await lookUp(order);
    expect(unchanged).toMatchObject({ payment_status: 'AWAITING', paid_at: null });
    expect(unchanged.card_payments[0].status).toBe('STARTED');
  });

  test('a declined try can be tried again, or paid by transfer instead, within the hold', async () => {
    const before = await stock();
    const order = await place(1);
    const first = await start(order);
    expect((await post(bankReply(first.fields, 'decline'))).status).toBe(303);
    const declined = await lookUp(order);
    expect(declined).toMatchObject({ payment_status: 'FAILED', status: 'IN_PROCESS' });
    expect(declined.card_payments[0]).toMatchObject({ status: 'DECLINED', message: 'Declined', authorization_code: null });
    expect(await stock()).toBe(before - 2);

    const second = await start(order);
    expect(second.fields.oid).toBe(`${order.code}-2`);
    expect((await post(bankReply(second.fields, 'cancel'))).status).toBe(303);
    expect((await lookUp(order)).card_payments.map((payment: { status: string }) => payment.status)).toEqual(['ERROR', 'DECLINED']);

    const switched = await server.request(SWITCH, { code: order.code, key: order.status_key, method: 'BANK_TRANSFER' }, { lang: 1 });
    expect(switched.errors).toBeUndefined();
    expect(switched.data.changeOrderPaymentMethod).toMatchObject({ payment_method: 'BANK_TRANSFER', payment_status: 'AWAITING', payment_hold_until: null, status: 'IN_PROCESS' });
    expect(await stock()).toBe(before - 2);
    await server.drained();
    expect((await mailsTo(order.email)).map((mail) => mail.subject)).toEqual([`Order ${order.code} received`]);
    // No longer a card order: neither a card try nor another switch.
    expect((await server.request(START, { code: order.code, key: order.status_key }, { lang: 1 })).errors?.[0]?.message).toBe('This order is no longer waiting for a card payment.');
    // A wrong key opens nothing.
    expect((await server.request(SWITCH, { code: order.code, key: '0'.repeat(32), method: 'CASH_ON_DELIVERY' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  test('a hold that ends unpaid cancels the order, returns its stock and tells the shopper; a paid one is left alone', async () => {
    // The earlier tests' orders still awaiting payment end first, so what follows counts only this test's.
    await releaseEndedCardHolds(server.services, new Date(Date.now() + 24 * 60 * 60_000));
    await server.drained();
    const before = await stock();
    const left = await place(0);
    const paid = await place(0);
    await post(bankReply((await start(paid)).fields, 'approve'));
    const onBankPage = await place(0);
    const onBankPageForm = await start(onBankPage);
    // Its shopper went to the bank's page 25 minutes into the hold (the clock moved by hand, as the release is given a later "now").
    await sql`update card_payments set created_at = created_at + interval '25 minutes' where order_number = ${onBankPageForm.fields.oid}`.execute(server.db);
    expect(await stock()).toBe(before - 6);

    const later = new Date(Date.now() + 31 * 60_000);
    expect(await releaseEndedCardHolds(server.services, later)).toBe(1);
    await server.drained();
    const cancelled = await lookUp(left);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', payment_hold_until: null, payment_status: 'AWAITING' });
    expect((await lookUp(paid)).status).toBe('IN_PROCESS');
    // The shopper still on the bank's page (a try begun in the last 15 minutes) keeps the order.
    expect((await lookUp(onBankPage)).status).toBe('IN_PROCESS');
    expect(await stock()).toBe(before - 4);
    const mails = await mailsTo(left.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Porudžbina ${left.code}: otkazana`]);
    expect(mails[0]!.text).toContain('Plaćanje karticom nije završeno na vreme');
    const history = await server.db.selectFrom('order_status_changes').select('status').where('order_id', '=', Number(left.id)).orderBy('id').execute();
    expect(history.map((change) => change.status)).toEqual([ORDER_STATUS.IN_PROCESS, ORDER_STATUS.CANCELLED]);

    // Run again, nothing more is released; once the bank page's quarter of an hour is over, the last one goes too.
    expect(await releaseEndedCardHolds(server.services, later)).toBe(0);
    expect(await releaseEndedCardHolds(server.services, new Date(Date.now() + 46 * 60_000))).toBe(1);
    expect(await stock()).toBe(before - 2);
    // A bank's approval that comes after all is recorded (the shop refunds it), never lost.
    expect((await post(bankReply(onBankPageForm.fields, 'approve'))).status).toBe(303);
    expect(await lookUp(onBankPage)).toMatchObject({ status: 'CANCELLED', payment_status: 'PAID' });
  });

  test('the administrator refunds or voids an approved payment through the bank, once', async () => {
    const order = await place();
    expect((await payAtTestBankFor(await start(order))).status).toBe(303);
    expect((await lookUp(order)).payment_status).toBe('PAID');
    const refund = await server.request(REVERSE, { id: order.id, action: 'REFUND' }, { adminToken });
    expect(refund.errors).toBeUndefined();
    expect(refund.data.reverseCardPayment).toMatchObject({ payment_status: 'REFUNDED', card_payments: [expect.objectContaining({ status: 'REFUNDED' })] });
    const again = await server.request(REVERSE, { id: order.id, action: 'VOID' }, { adminToken, lang: 1 });
    expect(again.errors?.[0]?.message).toBe('This order has no approved card payment to void or refund.');
    expect((await server.request(REVERSE, { id: order.id, action: 'VOID' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const voided = await place();
    await payAtTestBankFor(await start(voided));
    expect((await server.request(REVERSE, { id: voided.id, action: 'VOID' }, { adminToken })).data.reverseCardPayment.card_payments[0].status).toBe('VOIDED');
  });

  test('card holds are the settings’ to set, within 5 to 1440 minutes', async () => {
    const set = (minutes: number) => server.request('mutation ($m: Int) { updateOrderSettings(card_hold_minutes: $m) { card_hold_minutes card_gateway payment_methods } }', { m: minutes }, { adminToken, lang: 1 });
    expect((await set(3)).errors?.[0]?.message).toMatch(/5/);
    expect((await set(45)).data.updateOrderSettings).toEqual({ card_hold_minutes: 45, card_gateway: 'test', payment_methods: ['CASH_ON_DELIVERY', 'BANK_TRANSFER', 'CARD'] });
    const order = await place();
    expect(new Date(order.payment_hold_until).getTime() - new Date(order.created_at).getTime()).toBe(45 * 60_000);
    await set(30);
  });
});

describe('a shop without a card gateway', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  }, 120_000);
  afterAll(async () => server?.close());

  test('offers no card at checkout and takes no card order or bank reply', async () => {
    expect((await server.request('{ orderSettings { payment_methods } }')).data.orderSettings.payment_methods).toEqual(['CASH_ON_DELIVERY', 'BANK_TRANSFER']);
    const product = await server.db.selectFrom('products').select('id').where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const answer = await server.request(CREATE_ORDER, { key: `no-card-${Date.now()}-0000`, items: [{ product_id: String(product.id), quantity: 1 }], email: 'no-card@gmail.com', payment_method: 'CARD' });
    expect(answer.errors?.[0]?.message).toBe('Izabrani način plaćanja nije dostupan.');
    expect((await fetch(`${server.url}${CARD_REPLY_PATH}`, { method: 'POST', body: 'oid=x' })).status).toBe(404);
  });
});

describe("a shop on the bank's own gateway (PAYMENT_GATEWAY=nestpay)", () => {
  const BANK = 'https://testsecurepay.eway2pay.com';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      PAYMENT_GATEWAY: 'nestpay',
      PUBLIC_URL: 'https://izlog.example',
      NESTPAY_CLIENT_ID: '13IN060123',
      NESTPAY_STORE_KEY: 'SKEY-of-the-shop',
      NESTPAY_FORM_URL: `${BANK}/fim/est3Dgate`,
      NESTPAY_API_URL: `${BANK}/fim/api`,
      NESTPAY_API_USER: 'izlog-api',
      NESTPAY_API_PASSWORD: 'api-password',
    });
  }, 120_000);
  afterAll(async () => server?.close());

  test("posts the form to the bank's page, which the pages' policy allows, and brings the shopper back to PUBLIC_URL", async () => {
    const policy = (await fetch(`${server.url}/robots.txt`)).headers.get('content-security-policy')!;
    expect(policy).toContain(`form-action 'self' ${BANK};`);
    const product = await sql<{ id: number }>`select p.id from products p where p.active and (select count(*) from product_variants v where v.product_id = p.id) = 1 order by p.id limit 1`.execute(server.db);
    await sql`update product_variants set stock = 10 where product_id = ${product.rows[0]!.id}`.execute(server.db);
    const placed = await server.request(CREATE_ORDER, { key: `bank-${Date.now()}-0000`, items: [{ product_id: String(product.rows[0]!.id), quantity: 1 }], email: 'bank@gmail.com', payment_method: 'CARD' });
    expect(placed.errors).toBeUndefined();
    const { code, status_key } = placed.data.createOrder;
    const form = (await server.request(START, { code, key: status_key })).data.startCardPayment;
    const fields = Object.fromEntries(form.fields.map((field: { name: string; value: string }) => [field.name, field.value]));
    expect(form.action).toBe(`${BANK}/fim/est3Dgate`);
    expect(fields).toMatchObject({ clientid: '13IN060123', okUrl: `https://izlog.example${CARD_REPLY_PATH}`, failUrl: `https://izlog.example${CARD_REPLY_PATH}` });
    expect(isSignedReply(fields, 'SKEY-of-the-shop')).toBe(true);
    // The test bank is not served where the bank's own gateway is configured.
    expect((await fetch(`${server.url}/payments/test-gateway/pay`, { method: 'POST', body: new URLSearchParams(fields) })).status).not.toBe(200);
  });
});
