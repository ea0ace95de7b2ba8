/**
 * Every mail the shop sends, in both languages, as the outbox holds it: multipart/alternative with a
 * plain-text and an HTML part, the HTML escaping what shoppers typed, both parts carrying the same
 * essentials (the order code, the total, the link), in the shop's frame (logo or name, contacts).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
import { formatDateTime } from '../../../src/shared/i18n/dates';
import { formatMoney } from '../../../src/shared/catalog/price';
import { ORDER_KEY_PARAM } from '../../../src/shared/orders/order-code';
import { lastMailTo, type OutboxMail } from '../support/outbox';
import { randomAddress, requestFrom } from '../support/from-address';
import { startTestServer, type TestServer } from '../support/test-server';

/** What a shopper may type that a careless mail would run. */
const HOSTILE = '<script>alert("x")</script>';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

const CREATE_ORDER = `mutation ($idempotency_key: String!, $items: [OrderItemInput!]!, $name: String!, $lastname: String!, $email: String!,
  $note: String, $payment_method: PaymentMethod!) {
  createOrder(idempotency_key: $idempotency_key, items: $items, name: $name, lastname: $lastname, email: $email, phone: "+381 64 220 3391",
    address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1", payment_method: $payment_method, note: $note) {
    id code total currency lang items { name } } }`;
const UPDATE_STATUS = `mutation ($id: ID!, $note: String) { updateOrderStatus(id: $id, status: SENT, note: $note) { status } }`;

/** The structure every mail must have: both parts, as alternatives of each other. */
function expectBothParts(mail: OutboxMail): void {
  expect(mail.contentType).toMatch(/^multipart\/alternative;/);
  expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
  expect(mail.raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/im);
  expect(mail.text.length).toBeGreaterThan(50);
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toContain('max-width:600px');
  // Nothing a shopper typed becomes markup.
  expect(mail.html).not.toContain('<script');
  for (const image of mail.html.match(/<img [^>]*>/g) ?? []) expect(image).toMatch(/ alt="[^"]+"/);
}

/** The shop's frame: its name (the demo's logo is an SVG, which mail programs do not show) and its contacts. */
function expectShopFrame(mail: OutboxMail): void {
  for (const part of [mail.html, mail.text]) {
    expect(part).toContain('Izlog');
    expect(part).toContain('+381 11 4040 500');
    expect(part).toContain('info@izlog.rs');
  }
}

/** The link of `path` in a text, with its query string. */
function linkIn(text: string, path: RegExp): string {
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${path.source}[^\\s"<>]*`));
  if (!match) throw new Error(`no link to ${path} in:\n${text}`);
  return match[0];
}

describe('the shop’s mails on pglite', () => {
  let server: TestServer;
  let adminToken: string;
  let productId: number;

  beforeAll(async () => {
    server = await startTestServer('pglite', { TRUSTED_PROXY: 'loopback' });
    adminToken = (await server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`)).data.adminLogin.token;
    const { rows } = await sql<{ id: number }>`
      select id from products where active and active_from is null and active_to is null and price >= 1000 and discount_price is null
      order by id limit 1`.execute(server.db);
    productId = rows[0]!.id;
    await sql`update products set stock = 100 where id = ${productId}`.execute(server.db);
    await sql`update order_settings set payment_methods = '{CASH_ON_DELIVERY,BANK_TRANSFER}', bank_account = '160-0000000123456-54' where id = 1`.execute(server.db);
    await server.contentChanged();
  }, 120_000);
  afterAll(async () => server?.close());

  for (const lang of [0, 1] as const) {
    const en = lang === 1;
    test(`an order's confirmation, the shop's notice and a status change (${en ? 'English' : 'Serbian'})`, async () => {
      const email = `kupac-${lang}-${Date.now()}@gmail.com`;
      const placed = await server.request(
        CREATE_ORDER,
        {
          idempotency_key: `mejlovi-${lang}-${Date.now()}`,
          items: [{ product_id: String(productId), quantity: 2 }],
          name: `Ana ${HOSTILE}`,
          lastname: 'Jović & sin',
          email,
          note: `Pozovite pre isporuke.\n${HOSTILE}`,
          payment_method: 'BANK_TRANSFER',
        },
        { lang },
      );
      const order = placed.data.createOrder;
      const total = formatMoney(order.total, order.currency);
      const { status_key: key, created_at: placedAt } = await server.db
        .selectFrom('orders')
        .select(['status_key', 'created_at'])
        .where('id', '=', Number(order.id))
        .executeTakeFirstOrThrow();

      const confirmation = await lastMailTo(server.config.dataDir, email, en ? `Order ${order.code} received` : `Porudžbina ${order.code} je primljena`);
      expectBothParts(confirmation);
      expectShopFrame(confirmation);
      const link = `${server.config.publicUrl}${en ? '/order/' : '/porudzbina/'}${order.code}?${ORDER_KEY_PARAM}=${key}`;
      for (const part of [confirmation.html, confirmation.text]) {
        expect(part).toContain(order.code);
        expect(part).toContain(total);
        expect(part).toContain(order.items[0].name);
        expect(part).toContain('160-0000000123456-54');
        expect(part).toContain(en ? 'Total to pay' : 'Ukupno za plaćanje');
        // When it was placed, as the storefront and the admin write it.
        expect(part).toContain(`${en ? 'Placed' : 'Poručeno'}`);
        expect(part).toContain(formatDateTime(placedAt, lang));
      }
      expect(linkIn(confirmation.text, /\/(porudzbina|order)\//)).toBe(link);
      expect(confirmation.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      expect(confirmation.html).toContain(`Ana ${ESCAPED}`);
      expect(confirmation.html).toContain('Jović &amp; sin');
      expect(confirmation.text).toContain(`Ana ${HOSTILE} Jović & sin`);
      expect(confirmation.text).toContain(`> ${HOSTILE}`);
      expect(confirmation.html).toContain(`lang="${en ? 'en' : 'sr'}"`);
      // The link opens the order without the e-mail.
      const opened = await server.request(`query ($code: String!, $key: String) { order(code: $code, key: $key) { id } }`, { code: order.code, key });
      expect(opened.data.order).toEqual({ id: order.id });

      const notice = await lastMailTo(server.config.dataDir, 'prodaja@izlog.rs', `Nova porudžbina ${order.code} (${total})`);
      expect(notice.to).toEqual(['prodaja@izlog.rs', 'magacin@izlog.rs']);
      expectBothParts(notice);
      for (const part of [notice.html, notice.text]) {
        expect(part).toContain(order.code);
        expect(part).toContain(total);
        expect(part).toContain(email);
        expect(part).toContain(`${server.config.publicUrl}/cms/orders/${order.id}`);
      }
      expect(notice.html).toContain(`Ana ${ESCAPED}`);

      // Placed 23:11 UTC on 28 November: in the shop's Belgrade it was already the 29th.
      await sql`update orders set created_at = '2026-11-28T23:11:00Z' where id = ${Number(order.id)}`.execute(server.db);
      const note = `Broj pošiljke 123.\n${HOSTILE}`;
      expect((await server.request(UPDATE_STATUS, { id: order.id, note }, { adminToken })).data.updateOrderStatus.status).toBe('SENT');
      const status = await lastMailTo(server.config.dataDir, email, en ? `Order ${order.code} is sent` : `Porudžbina ${order.code}: poslata`);
      expectBothParts(status);
      expectShopFrame(status);
      for (const part of [status.html, status.text]) {
        expect(part).toContain(order.code);
        expect(part).toContain(total);
        expect(part).toContain(en ? 'Your order is now sent.' : 'Status vaše porudžbine je sada: poslata.');
        expect(part).toContain('Broj pošiljke 123.');
        expect(part).toContain(en ? '29 Nov 2026, 00:11' : '29. 11. 2026. 00:11');
      }
      expect(linkIn(status.text, /\/(porudzbina|order)\//)).toBe(link);
      expect(status.html).toContain(ESCAPED);
      expect(status.text).toContain(`> ${HOSTILE}`);
    });

    test(`the account mails: confirmation, a shopper's and an administrator's password reset (${en ? 'English' : 'Serbian'})`, async () => {
      const email = `novi-${lang}-${Date.now()}@gmail.com`;
      const registered = await requestFrom(
        server,
        randomAddress(),
        `mutation ($email: String!, $name: String!) { userRegister(name: $name, lastname: "Perić", email: $email, password: "dovoljno-duga") { token } }`,
        { email, name: `Petar ${HOSTILE}` },
        lang,
      );
      expect(registered.errors).toBeUndefined();
      const confirm = await lastMailTo(server.config.dataDir, email, en ? 'Confirm your e-mail address' : 'Potvrdite e-mail adresu');
      expectBothParts(confirm);
      expectShopFrame(confirm);
      const verify = linkIn(confirm.text, en ? /\/account\/verify\// : /\/nalog\/potvrdi\//);
      expect(verify).toMatch(/\/[0-9a-f]{64}$/);
      expect(confirm.html).toContain(`href="${verify}"`);
      expect(confirm.html).toContain(`Petar ${ESCAPED}`);
      expect(confirm.text).toContain(`Petar ${HOSTILE}`);

      for (const [mutation, address, path] of [
        ['userPasswordEmail', DEMO_USER.email, en ? /\/account\/reset\// : /\/nalog\/resetuj\//],
        ['adminPasswordEmail', DEMO_ADMIN.email, /\/cms\/auth\/reset\//],
      ] as const) {
        const asked = await requestFrom(server, randomAddress(), `mutation ($email: String!) { ${mutation}(email: $email) { success } }`, { email: address }, lang);
        expect(asked.data?.[mutation]).toEqual({ success: true });
        const reset = await lastMailTo(server.config.dataDir, address, en ? 'Password reset' : 'Promena lozinke');
        expectBothParts(reset);
        expectShopFrame(reset);
        const link = linkIn(reset.text, path);
        expect(link).toMatch(/\/[0-9a-f]{64}$/);
        expect(reset.html).toContain(`href="${link}"`);
        for (const part of [reset.html, reset.text]) expect(part).toContain(en ? 'If it was not you, ignore this e-mail.' : 'Ako to niste bili vi, zanemarite ovu poruku.');
      }
    });

    test(`the contact form's message to the shop (${en ? 'English' : 'Serbian'})`, async () => {
      const sender = `pisac-${lang}-${Date.now()}@gmail.com`;
      const sent = await requestFrom(
        server,
        randomAddress(),
        `mutation ($name: String!, $email: String!, $message: String!) { sendContactMessage(name: $name, email: $email, phone: "064 111 2233", message: $message) { success } }`,
        { name: `Mila ${HOSTILE}`, email: sender, message: `Da li imate?\n${HOSTILE}` },
        lang,
      );
      expect(sent.data?.sendContactMessage).toEqual({ success: true });
      const mail = await lastMailTo(server.config.dataDir, 'info@izlog.rs', `Poruka sa sajta / Contact message: Mila ${HOSTILE}`);
      expectBothParts(mail);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(sender);
        expect(part).toContain('064 111 2233');
        expect(part).toContain('Da li imate?');
        expect(part).toContain(en ? 'Message from the website' : 'Poruka sa sajta');
      }
      expect(mail.html).toContain(`Mila ${ESCAPED}`);
      expect(mail.html).toContain(`href="mailto:${sender}"`);
      expect(mail.text).toContain(`> ${HOSTILE}`);
    });
  }

  test('a raster logo shows in the mails’ header, linked to the shop, with the shop’s name as its alt text', async () => {
    const file = await server.db
      .insertInto('storage_files')
      .values({ name: 'logo-posta.png', orig_name: 'logo.png', mime: 'image/png', width: 600, height: 200, alts: ['Izlog', 'Izlog'], tab: 'general', bucket: 'images', folder: 'general' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await server.db.selectFrom('settings').select('image_id').where('field', '=', 'logo').executeTakeFirstOrThrow();
    await server.db.updateTable('settings').set({ image_id: file.id }).where('field', '=', 'logo').execute();
    try {
      await requestFrom(server, randomAddress(), `mutation ($email: String!) { userPasswordEmail(email: $email) { success } }`, { email: DEMO_USER.email }, 1);
      const mail = await lastMailTo(server.config.dataDir, DEMO_USER.email, 'Password reset');
      expect(mail.html).toContain(`<img alt="Izlog" height="48" src="${server.config.publicUrl}/storage/images/general/logo-posta-sm.png" style="`);
      expect(mail.html).toMatch(/<a href="[^"]+\/home"[^>]*><img alt="Izlog"/);
    } finally {
      await server.db.updateTable('settings').set({ image_id: before.image_id }).where('field', '=', 'logo').execute();
    }
  });
});
