import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY_CREDENTIALS, TEST_GATEWAY_PATHS, type CardGateway } from '../../../../src/server/modules/payments/gateway';
import { callCardApi, type CardApiRequest } from '../../../../src/server/modules/payments/nestpay-api';
import { isSignedReply, nestpayHash } from '../../../../src/server/modules/payments/nestpay-hash';
import { createTestGateway, type TestGateway } from '../../../../src/server/modules/payments/test-gateway';

const { clientId, storeKey, apiUser, apiPassword } = TEST_GATEWAY_CREDENTIALS;
const OK_URL = 'https://shop.example/payments/card/reply?ok';
const FAIL_URL = 'https://shop.example/payments/card/reply?fail';
/** 12:00 in Belgrade on the 152nd day of 2026. */
const NOW = new Date('2026-06-01T10:00:00Z');

let server: Server;
let origin: string;
let gateway: CardGateway;
let testGateway: TestGateway | undefined;
let orders = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    testGateway?.serve(request, response, path).then(
      (served) => served || response.writeHead(404).end('Not found'),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = { url: `${origin}${TEST_GATEWAY_PATHS.api}`, user: apiUser, password: apiPassword };
  gateway = { kind: 'test', clientId, storeKey, formUrl: `${origin}${TEST_GATEWAY_PATHS.form}`, api };
  testGateway = createTestGateway(gateway, { now: () => NOW });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The form a shop's page posts, signed with the store key; `after` changes it once signed. */
function signedRequest(fields: Record<string, string> = {}, after: Record<string, string> = {}) {
  orders += 1;
  const request = {
    ...{ clientid: clientId, storetype: '3d_pay_hosting', trantype: 'Auth', amount: '25998.00', currency: '941' },
    ...{ oid: `IZ-26-${String(orders).padStart(5, '0')}-1`, okUrl: OK_URL, failUrl: FAIL_URL, lang: 'sr', rnd: `rnd-${orders}` },
    ...{ hashAlgorithm: 'ver3', encoding: 'utf-8', email: 'kupac@example.rs', BillToName: 'Đorđe <b>Čavić</b> & "sinovi"' },
    ...fields,
  };
  return { ...request, HASH: nestpayHash(request, storeKey), ...after };
}

type Page = { status: number; headers: Headers; html: string; document: Document };

async function post(path: string, fields: Record<string, string>): Promise<Page> {
  const response = await fetch(new URL(path, origin), { method: 'POST', body: new URLSearchParams(fields) });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, document: new JSDOM(html).window.document };
}

/** The named fields a form would send, its buttons left out. */
function formFields(form: HTMLFormElement): Record<string, string> {
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[name]')];
  return Object.fromEntries(inputs.map((input) => [input.name, input.value]));
}

/** The card page's one form, sent with a decision as its button would. */
async function decide(card: Page, decision: string, changes: Record<string, string> = {}): Promise<Page> {
  const form = card.document.querySelector('form') as HTMLFormElement;
  return post(form.getAttribute('action') ?? '', { ...formFields(form), ...changes, decision });
}

/** The reply the page posts to the shop: where, and its fields. */
function reply(page: Page): { action: string; fields: Record<string, string> } {
  const form = page.document.querySelector<HTMLFormElement>('form#reply');
  expect(form?.getAttribute('method')).toBe('post');
  return { action: form?.getAttribute('action') ?? '', fields: formFields(form as HTMLFormElement) };
}

const text = (page: Page) => page.document.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the test bank\'s card page', () => {
  it('shows the order and offers the test card and the three decisions in one form, in Serbian', async () => {
    const request = signedRequest();
    const page = await post(TEST_GATEWAY_PATHS.form, request);

    expect(page.status).toBe(200);
    const headers = Object.fromEntries(['content-type', 'cache-control', 'referrer-policy'].map((name) => [name, page.headers.get(name)]));
    expect(headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    const policy = page.headers.get('content-security-policy') ?? '';
    for (const rule of ["default-src 'none'", "form-action 'self' https://shop.example", "frame-ancestors 'none'"]) expect(policy).toContain(rule);
    expect(policy).not.toContain('script-src');
    expect(page.html.startsWith('<!doctype html>')).toBe(true);
    expect(page.document.documentElement.lang).toBe('sr-Latn');

    for (const shown of ['Testna banka', clientId, request.oid, '25.998,00 RSD', 'nijedna prava kartica neće biti zadužena']) expect(text(page)).toContain(shown);
    const input = page.document.querySelector<HTMLInputElement>('input[name="cardNumber"]');
    expect(input?.value).toBe('4355 0843 5508 4358');
    expect(page.document.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('Broj kartice');

    const forms = page.document.querySelectorAll('form');
    expect(forms).toHaveLength(1);
    expect(forms[0]?.getAttribute('action')).toBe('/payments/test-gateway/pay/decide');
    const buttons = [...page.document.querySelectorAll('button')].map((button) => `${button.name}=${button.value} ${button.textContent}`);
    expect(buttons).toEqual(['decision=approve Plati', 'decision=decline Odbij (test)', 'decision=cancel Odustani']);
    // The signed request rides along as it was, and what the shop sent is shown as text, never as markup.
    const { cardNumber: _typed, ...carried } = formFields(forms[0] as HTMLFormElement);
    expect(carried).toEqual(request);
    expect(page.html).not.toContain('<b>Čavić</b>');
  });

  it('speaks English when the shop asks for it', async () => {
    const page = await post(TEST_GATEWAY_PATHS.form, signedRequest({ lang: 'en' }));
    expect(page.document.documentElement.lang).toBe('en');
    for (const shown of ['Test bank', '25,998.00 RSD', 'no real card is charged']) expect(text(page)).toContain(shown);
    expect([...page.document.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Pay', 'Decline (test)', 'Cancel']);
  });

  it('refuses a request changed after it was signed, or not fit to pay, with 400 and the reason, on both routes', async () => {
    const tampered = await post(TEST_GATEWAY_PATHS.form, signedRequest({}, { amount: '1.00' }));
    expect(tampered.status).toBe(400);
    expect(text(tampered)).toContain('Potpis zahteva (HASH) nije ispravan');
    expect(tampered.document.querySelector('form')).toBeNull();
    // Changed on the card page, on its way back through the browser: refused as well, and nothing goes to the shop.
    const changedOnCardPage = await decide(await post(TEST_GATEWAY_PATHS.form, signedRequest()), 'approve', { amount: '1.00' });
    expect(changedOnCardPage.status).toBe(400);
    expect(changedOnCardPage.document.querySelector('form')).toBeNull();

    const refused = async (fields: Record<string, string>) => (await post(TEST_GATEWAY_PATHS.form, signedRequest(fields))).status;
    expect(await refused({ clientid: 'someone-else' })).toBe(400);
    expect(await refused({ amount: '25998' })).toBe(400);
    expect(await refused({ amount: '0.00' })).toBe(400);
    expect(await refused({ currency: '978' })).toBe(400);
    expect(await refused({ okUrl: 'javascript:alert(1)' })).toBe(400);
    expect(await refused({ failUrl: '/payments/card/reply' })).toBe(400);
    const { rnd: _rnd, ...withoutRnd } = signedRequest({ lang: 'en' });
    const missing = await post(TEST_GATEWAY_PATHS.form, { ...withoutRnd, HASH: nestpayHash(withoutRnd, storeKey) });
    expect(missing.status).toBe(400);
    expect(text(missing)).toMatch(/Required fields are missing: rnd/);
  });

  it('answers only POST on its paths, and leaves other paths to the caller', async () => {
    const get = await fetch(new URL(TEST_GATEWAY_PATHS.form, origin));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(new URL('/payments/test-gateway/other', origin), { method: 'POST' })).status).toBe(404);
  });
});

describe('the decision', () => {
  it('pays: a signed Approved reply to okUrl, posted by a script the policy names by its hash', async () => {
    const request = signedRequest();
    const page = await decide(await post(TEST_GATEWAY_PATHS.form, request), 'approve');

    expect(page.status).toBe(200);
    const { action, fields } = reply(page);
    expect(action).toBe(OK_URL);
    expect(isSignedReply(fields, storeKey)).toBe(true);
    expect(isSignedReply({ ...fields, Response: 'Declined' }, storeKey)).toBe(false);
    expect(fields).toMatchObject({ Response: 'Approved', ProcReturnCode: '00', mdStatus: '1', oid: request.oid, amount: '25998.00', currency: '941' });
    const { email, BillToName } = request;
    expect(fields).toMatchObject({ clientid: clientId, email, BillToName, MaskedPan: '435508***4358', 'EXTRA.TRXDATE': '20260601 12:00:00', hashAlgorithm: 'ver3' });
    expect(fields.AuthCode).toMatch(/^\d{6}$/);
    expect(fields.TransId).toMatch(/^26152P[A-Za-z0-9]{6}$/);
    expect(fields.HostRefNum).toMatch(/^\d{12}$/);
    expect(fields.HASH).not.toBe(request.HASH);
    expect(page.document.querySelector('form#reply button')?.textContent).toBe('Nastavi u prodavnicu');

    const script = page.document.querySelector('script')?.textContent ?? '';
    expect(script).toContain('reply');
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = page.headers.get('content-security-policy') ?? '';
    for (const rule of [`script-src 'sha256-${hash}'`, "form-action 'self' https://shop.example"]) expect(policy).toContain(rule);
  });

  it('declines and cancels to failUrl, each signed', async () => {
    const declined = reply(await decide(await post(TEST_GATEWAY_PATHS.form, signedRequest()), 'decline'));
    expect(declined.action).toBe(FAIL_URL);
    expect(isSignedReply(declined.fields, storeKey)).toBe(true);
    expect(declined.fields).toMatchObject({ Response: 'Declined', ProcReturnCode: '05', ErrMsg: 'Declined', AuthCode: '', MaskedPan: '435508***4358' });

    const cancelled = reply(await decide(await post(TEST_GATEWAY_PATHS.form, signedRequest({ lang: 'en' })), 'cancel', { cardNumber: '' }));
    expect(cancelled.action).toBe(FAIL_URL);
    expect(isSignedReply(cancelled.fields, storeKey)).toBe(true);
    expect(cancelled.fields).toMatchObject({ Response: 'Error', ProcReturnCode: '99', mdStatus: '0', ErrMsg: 'Cancelled by the cardholder' });
    expect(cancelled.fields.MaskedPan).toBeUndefined();
  });

  it('asks again for a card number that is none, keeping what was typed', async () => {
    const page = await decide(await post(TEST_GATEWAY_PATHS.form, signedRequest()), 'approve', { cardNumber: '4355 08x' });
    expect(page.status).toBe(422);
    expect(text(page)).toContain('Broj kartice ima od 12 do 19 cifara');
    const input = page.document.querySelector<HTMLInputElement>('input[name="cardNumber"]');
    expect(input?.value).toBe('4355 08x');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(page.document.querySelector('form#reply')).toBeNull();
  });

  it('does not charge an order it approved before', async () => {
    const request = signedRequest();
    const card = await post(TEST_GATEWAY_PATHS.form, request);
    expect(reply(await decide(card, 'approve')).fields.Response).toBe('Approved');
    const again = reply(await decide(card, 'approve'));
    expect(again.action).toBe(FAIL_URL);
    expect(again.fields.Response).toBe('Error');
  });
});

describe("the test bank's API", () => {
  const bank = (request: CardApiRequest, wrong: { password?: string; clientId?: string } = {}) => callCardApi({ ...gateway.api, clientId, ...wrong }, request);
  /** An order the shopper paid (or declined) on the card page. */
  async function paid(amount: string, decision = 'approve'): Promise<string> {
    const request = signedRequest({ amount });
    await decide(await post(TEST_GATEWAY_PATHS.form, request), decision);
    return request.oid;
  }

  it('voids an approved payment once', async () => {
    const oid = await paid('25998.00');
    const voided = await bank({ type: 'Void', orderNumber: oid });
    expect(voided).toMatchObject({ approved: true, response: 'Approved', returnCode: '00', message: null });
    expect(voided.transactionId).toMatch(/^26152P/);
    expect(await bank({ type: 'Void', orderNumber: oid })).toMatchObject({ approved: false, response: 'Declined' });
    expect(await bank({ type: 'Credit', orderNumber: oid, amountRsd: 1 })).toMatchObject({ approved: false, response: 'Declined' });
  });

  it('refunds up to what was paid, in parts, and then voids no more', async () => {
    const oid = await paid('1000.00');
    const credit = (amountRsd: number) => bank({ type: 'Credit', orderNumber: oid, amountRsd });
    expect((await credit(600)).approved).toBe(true);
    expect(await credit(400.01)).toMatchObject({ approved: false, response: 'Declined' });
    expect((await credit(400)).approved).toBe(true);
    expect((await credit(0.01)).approved).toBe(false);
    expect((await bank({ type: 'Void', orderNumber: oid })).approved).toBe(false);
  });

  it('refuses wrong credentials, unknown orders and payments it did not approve', async () => {
    const oid = await paid('500.00');
    const wrongPassword = await bank({ type: 'Void', orderNumber: oid }, { password: 'guess' });
    expect(wrongPassword).toMatchObject({ approved: false, response: 'Error', returnCode: '99', message: 'Authentication failed' });
    const wrongMerchant = await bank({ type: 'Void', orderNumber: oid }, { clientId: 'someone-else' });
    expect(wrongMerchant.message).toBe('Authentication failed');
    const unknown = await bank({ type: 'Void', orderNumber: 'IZ-NEVER-PAID' });
    expect(unknown).toMatchObject({ approved: false, response: 'Error', message: 'No such order' });
    const declinedOid = await paid('500.00', 'decline');
    expect(await bank({ type: 'Void', orderNumber: declinedOid })).toMatchObject({ approved: false, response: 'Declined' });
    // The wrong password did not void it: the right one still can.
    expect((await bank({ type: 'Void', orderNumber: oid })).approved).toBe(true);
  });

  it('answers a body that is no CC5Request with an error document', async () => {
    const response = await fetch(new URL(TEST_GATEWAY_PATHS.api, origin), { method: 'POST', body: 'not <xml' });
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toMatch(/<Response>Error<\/Response>.*<ProcReturnCode>99<\/ProcReturnCode>/);
  });
});
