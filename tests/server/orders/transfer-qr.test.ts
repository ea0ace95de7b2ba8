/**
 * Paying a bank-transfer order by the NBS IPS QR code (issue 28): the order page's and thank-you
 * step's code and the order e-mail's picture carry the standard's fields for that order (the e-mail's
 * PNG is decoded as a bank app reads it); there is none for cash on delivery, once the order is no
 * longer in process, or while the settings hold no account a bank would take.
 */
import { sql } from 'kysely';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { BANK_ACCOUNT, BANK_ACCOUNT_NAME } from '../../../fixtures/orders/data';
import { ipsAmount, orderReference, readIpsQrText } from '../../../src/shared/orders/ips-qr';
import { orderCodeNumber } from '../../../src/shared/orders/order-code';
import { serverBackends } from '../support/backends';
import { lastMailTo } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/test-server';

const QR = 'payment_qr { text svg account payee amount_rsd payment_code reference }';
const CREATE_ORDER = `mutation ($key: String!, $items: [OrderItemInput!]!, $email: String!, $payment_method: PaymentMethod!) {
  createOrder(idempotency_key: $key, items: $items, name: "Mila", lastname: "Lukić", email: $email, phone: "+381 64 220 3391",
    address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1", payment_method: $payment_method) { id code status_key currency total ${QR} } }`;
const LOOKUP = `query ($code: String!, $key: String) { order(code: $code, key: $key) { id ${QR} } }`;
const SETTINGS = `mutation ($bank_account: String, $bank_account_name: String) {
  updateOrderSettings(bank_account: $bank_account, bank_account_name: $bank_account_name) { bank_account bank_account_name } }`;

/** What a bank app reads from a PNG. */
function decodePng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describe.each(await serverBackends())('IPS QR codes for bank transfers on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;
  let items: { product_id: string; quantity: number }[];
  const place = async (lang: 0 | 1, payment_method: 'BANK_TRANSFER' | 'CASH_ON_DELIVERY', email = `qr-${lang}-${Date.now()}@gmail.com`) =>
    (await server.request(CREATE_ORDER, { key: `qr-${lang}-${payment_method}-${Date.now()}-${Math.random()}`, items, email, payment_method }, { lang })).data.createOrder;

  beforeAll(async () => {
    server = await startTestServer(backend, { TRUSTED_PROXY: 'loopback' });
    adminToken = (await server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`)).data.adminLogin.token;
    const { rows } = await sql<{ id: number }>`
      select id from products where active and active_from is null and active_to is null and price >= 1000 and discount_price is null order by id limit 1`.execute(server.db);
    await sql`update products set stock = 100 where id = ${rows[0]!.id}`.execute(server.db);
    await server.contentChanged();
    items = [{ product_id: String(rows[0]!.id), quantity: 2 }];
  }, 120_000);
  afterAll(async () => server?.close());

  for (const lang of [0, 1] as const) {
    test(`a transfer order's code, page and e-mail carry the standard's fields for it (${lang === 1 ? 'English, in EUR' : 'Serbian'})`, async () => {
      const email = `qr-${lang}-${Date.now()}@gmail.com`;
      const order = await place(lang, 'BANK_TRANSFER', email);
      const { total_rsd } = await server.db.selectFrom('orders').select('total_rsd').where('id', '=', Number(order.id)).executeTakeFirstOrThrow();
      expect(order.currency).toBe(lang === 1 ? 'EUR' : 'RSD');
      const reference = orderReference(order.code);
      expect(readIpsQrText(order.payment_qr.text)).toEqual({
        K: 'PR',
        V: '01',
        C: '1',
        R: '160000000012345654',
        N: BANK_ACCOUNT_NAME,
        I: ipsAmount(Number(total_rsd)),
        SF: '289',
        S: `${lang === 1 ? 'Order' : 'Porudžbina'} ${orderCodeNumber(order.code)}`,
        RO: `97${reference}`,
      });
      expect(order.payment_qr).toMatchObject({ account: BANK_ACCOUNT, payee: BANK_ACCOUNT_NAME, amount_rsd: Number(total_rsd), payment_code: '289', reference: `97 ${reference}` });
      expect(order.payment_qr.svg).toMatch(/^<svg [^>]*viewBox/);
      // The status page (and the thank-you step) show the same code.
      expect((await server.request(LOOKUP, { code: order.code, key: order.status_key })).data.order.payment_qr).toEqual(order.payment_qr);

      const mail = await lastMailTo(server.config.dataDir, email, lang === 1 ? `Order ${order.code} received` : `Porudžbina ${order.code} je primljena`);
      const picture = mail.attachments.find((attachment) => attachment.cid === 'ips-qr@izlog');
      expect(picture).toMatchObject({ mimeType: 'image/png', disposition: 'inline' });
      expect(mail.html).toContain('src="cid:ips-qr@izlog"');
      expect(decodePng(picture!.content)).toBe(order.payment_qr.text);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(BANK_ACCOUNT_NAME);
        expect(part).toContain(`97 ${reference}`);
      }
    });
  }

  test('no code for cash on delivery, nor once the order is no longer in process', async () => {
    const cash = await place(0, 'CASH_ON_DELIVERY');
    expect(cash.payment_qr).toBeNull();
    const transfer = await place(0, 'BANK_TRANSFER');
    expect(transfer.payment_qr).not.toBeNull();
    await server.request(`mutation ($id: ID!) { updateOrderStatus(id: $id, status: RECEIVED) { status } }`, { id: transfer.id }, { adminToken });
    expect((await server.request(LOOKUP, { code: transfer.code, key: transfer.status_key })).data.order.payment_qr).toBeNull();
  });

  test("the administrator records the money arriving: the order shows it paid and its code goes; awaited again, the code is back", async () => {
    const PAY = `mutation ($id: ID!, $payment_status: PaymentStatus!) { updateOrderPayment(id: $id, payment_status: $payment_status) { payment_status paid_at } }`;
    const STATUS = `query ($code: String!, $key: String) { order(code: $code, key: $key) { payment_status paid_at payment_qr { text } } }`;
    const order = await place(1, 'BANK_TRANSFER');
    const read = async () => (await server.request(STATUS, { code: order.code, key: order.status_key })).data.order;
    expect(await read()).toMatchObject({ payment_status: 'AWAITING', paid_at: null, payment_qr: { text: expect.stringMatching(/^K:PR/) } });
    // Only an administrator records it.
    expect((await server.request(PAY, { id: order.id, payment_status: 'PAID' })).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

    const before = Date.now();
    const paid = (await server.request(PAY, { id: order.id, payment_status: 'PAID' }, { adminToken })).data.updateOrderPayment;
    expect(paid.payment_status).toBe('PAID');
    expect(Date.parse(paid.paid_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await read()).toEqual({ payment_status: 'PAID', paid_at: paid.paid_at, payment_qr: null });
    // Marked paid again (a double click), the time it was paid stays.
    expect((await server.request(PAY, { id: order.id, payment_status: 'PAID' }, { adminToken })).data.updateOrderPayment.paid_at).toBe(paid.paid_at);
    expect((await server.request(PAY, { id: order.id, payment_status: 'REFUNDED' }, { adminToken })).data.updateOrderPayment).toEqual({ payment_status: 'REFUNDED', paid_at: paid.paid_at });
    expect((await server.request(PAY, { id: order.id, payment_status: 'AWAITING' }, { adminToken })).data.updateOrderPayment).toEqual({ payment_status: 'AWAITING', paid_at: null });
    expect((await read()).payment_qr).not.toBeNull();

    // A refund of what was never paid, and a card's failure, are not the shop's to record.
    for (const payment_status of ['REFUNDED', 'FAILED']) {
      const refused = await server.request(PAY, { id: order.id, payment_status }, { adminToken, lang: 1 });
      expect(refused.errors?.[0]).toMatchObject({ message: 'The value of "Payment" is not valid.', extensions: { field: 'payment_status' } });
    }
    expect((await read()).payment_status).toBe('AWAITING');
  });

  test('an account no bank would take is refused with a translated field error, and makes no code', async () => {
    for (const lang of [0, 1] as const) {
      const refused = await server.request(SETTINGS, { bank_account: '160-0000000123456-78' }, { lang, adminToken });
      expect(refused.errors?.[0]?.message).toBe(
        lang === 1 ? 'Enter the account as 160-0000000123456-54, with the right control digits.' : 'Unesite račun u obliku 160-0000000123456-54, sa ispravnim kontrolnim brojem.',
      );
      expect(refused.errors?.[0]?.extensions).toMatchObject({ field: 'bank_account' });
    }
    expect((await server.request(SETTINGS, { bank_account: ' 160-123456-54 ', bank_account_name: ' Izlog, Novi Sad ' }, { adminToken })).data.updateOrderSettings).toEqual({
      bank_account: '160-123456-54',
      bank_account_name: 'Izlog, Novi Sad',
    });
    expect((await place(0, 'BANK_TRANSFER')).payment_qr).toMatchObject({ payee: 'Izlog, Novi Sad', account: '160-123456-54' });
    // A shop whose stored account predates the check, or with no payee, shows the plain instructions only.
    await sql`update order_settings set bank_account = '160-0000000123456-78' where id = 1`.execute(server.db);
    expect((await place(0, 'BANK_TRANSFER')).payment_qr).toBeNull();
    await sql`update order_settings set bank_account = ${BANK_ACCOUNT}, bank_account_name = null where id = 1`.execute(server.db);
    expect((await place(0, 'BANK_TRANSFER')).payment_qr).toBeNull();
    await sql`update order_settings set bank_account_name = ${BANK_ACCOUNT_NAME} where id = 1`.execute(server.db);
  });
});
