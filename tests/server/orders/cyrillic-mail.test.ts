/**
 * A Serbian order placed in Cyrillic (issue 29) keeps its script, and its e-mails to the shopper speak
 * it: subject, text and HTML in Cyrillic (tags, addresses and the order's code as they are), the
 * status link to the Cyrillic order page; the shop's own copy, a Latin order and an English one as
 * they always were. An account mail asked for from a Cyrillic page is in Cyrillic too.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latinSerbianWordsLeft } from '../../../src/shared/i18n/cyrillic';
import { DEMO_USER } from '../../../fixtures/users/accounts';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { lastMailTo } from '../support/outbox';
import { post, type Caller } from '../support/answers';
import { startTestServer, type TestServer } from '../support/test-server';

const CREATE_ORDER = `mutation ($key: String!, $items: [OrderItemInput!]!, $email: String!) {
  createOrder(idempotency_key: $key, items: $items, name: "Mila", lastname: "Lukić", email: $email, phone: "+381 64 220 3391",
    address: "Njegoševa 52", city: "Beograd", zip: "11000", country_id: "1", payment_method: BANK_TRANSFER) { id code status_key } }`;

describe.each(ABOVE_THE_DATABASE)('order e-mails in Cyrillic on %s', (backend) => {
  let server: TestServer;
  let items: { product_id: string; quantity: number }[];
  const place = async (caller: Caller, email: string) => {
    const answer = await post(server, CREATE_ORDER, { key: `cyr-${Date.now()}-${Math.random()}`, items, email }, caller);
    expect(answer.body.errors).toBeUndefined();
    await server.drained();
    return answer.body.data.createOrder as { id: string; code: string; status_key: string };
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const product = await server.db.selectFrom('products').select('id').where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    await server.db.updateTable('product_variants').set({ stock: 100 }).where('product_id', '=', product.id).execute();
    items = [{ product_id: String(product.id), quantity: 1 }];
  }, 120_000);
  afterAll(async () => server?.close());

  test('the confirmation of an order placed in Cyrillic is in Cyrillic, with its link to the Cyrillic order page', async () => {
    const email = 'cirilica@gmail.com';
    const order = await place({ lang: 0, headers: { script: 'Cyrl' } }, email);
    expect(await server.db.selectFrom('orders').select('script').where('id', '=', Number(order.id)).executeTakeFirstOrThrow()).toEqual({ script: 'Cyrl' });
    const mail = await lastMailTo(server.config.dataDir, email, `Поруџбина ${order.code} је примљена`);
    expect(mail.html).toContain(`/cir/porudzbina/${order.code}?key=${order.status_key}`);
    expect(mail.text).toContain('Хвала на поруџбини!');
    const words = (text: string) => latinSerbianWordsLeft(text.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' '));
    expect(words(mail.text)).toEqual([]);
    expect(words(mail.html.slice(mail.html.indexOf('<body')))).toEqual([]);
    // The shop's own copy stays in Latin.
    const shopCopy = await lastMailTo(server.config.dataDir, 'prodaja@izlog.rs', new RegExp(`^Nova porudžbina ${order.code} `));
    expect(shopCopy.text).not.toMatch(/[\u0400-\u04FF]{3}/);
  });

  test('an account mail asked for from a Cyrillic page is in Cyrillic, its link to the Cyrillic page', async () => {
    const answer = await post(server, `mutation { userPasswordEmail(email: "${DEMO_USER.email}") { success } }`, {}, { lang: 0, headers: { script: 'Cyrl' } });
    expect(answer.body.data.userPasswordEmail.success).toBe(true);
    await server.drained();
    const mail = await lastMailTo(server.config.dataDir, DEMO_USER.email, 'Промена лозинке');
    expect(mail.html).toMatch(/\/cir\/nalog\/resetuj\/[0-9a-f]{64}/);
    expect(mail.text).toMatch(/[\u0400-\u04FF]{5}/);
  });

  test('a Latin and an English order are mailed as before', async () => {
    const latin = await place({ lang: 0 }, 'latinica@gmail.com');
    const english = await place({ lang: 1, headers: { script: 'Cyrl' } }, 'english@gmail.com');
    expect(await server.db.selectFrom('orders').select('script').where('id', 'in', [Number(latin.id), Number(english.id)]).execute()).toEqual([{ script: null }, { script: null }]);
    const latinMail = await lastMailTo(server.config.dataDir, 'latinica@gmail.com', `Porudžbina ${latin.code} je primljena`);
    expect(latinMail.html).toContain(`/porudzbina/${latin.code}?key=`);
    expect(latinMail.html).not.toContain('/cir/');
    await lastMailTo(server.config.dataDir, 'english@gmail.com', `Order ${english.code} received`);
  });
});
