import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_ENDPOINT, renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

/** Live channels the test opened, closed after it. */
const channels: AbortController[] = [];
afterEach(() => channels.splice(0).forEach((channel) => channel.abort()));

/**
 * A storefront opening its live channel (the LiveMessages subscription, over server-sent events):
 * from then on its browser is on the site. Resolves once the server says hello.
 */
async function openChannel(client: string, session: string) {
  const channel = new AbortController();
  channels.push(channel);
  const response = await fetch(SHOP_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', Lang: '1' },
    body: JSON.stringify({
      operationName: 'LiveMessages',
      query: `subscription LiveMessages($client: String!, $session: String!) { liveMessages(client: $client, session: $session) { subject type name timestamp } }`,
      variables: { client, session },
    }),
    signal: channel.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  while (!received.includes('"connected"')) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`the live channel closed before its hello: ${received}`);
    received += value;
  }
}

const SESSION = 'abc123';

/** A storefront visitor reporting a page visit, as the storefront's live channel does. */
async function visit(client: string, path: string, isMobile: boolean) {
  const response = await fetch(SHOP_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Lang: '1' },
    body: JSON.stringify({
      operationName: 'SendLiveMessage',
      query: `mutation SendLiveMessage($client: String!, $session: String!, $is_mobile: Boolean, $message: LiveMessageInput!) {
        sendLiveMessage(client: $client, session: $session, is_mobile: $is_mobile, message: $message) { success error }
      }`,
      variables: { client, session: SESSION, is_mobile: isMobile, message: { subject: 'history', type: 'page', name: path, timestamp: Date.now() } },
    }),
  });
  expect(((await response.json()) as { data: { sendLiveMessage: { success: boolean } } }).data.sendLiveMessage.success).toBe(true);
}

describe('admin live visitors', () => {
  it('shows who is on the site, then a visitor who arrives, pushed by the subscription', async () => {
    await signInAsDemoAdmin(shop.db);
    await shop.clearLiveVisitors();
    renderApp('/cms/live');
    expect(await screen.findByText('Trenutno nema posetilaca na sajtu. Čim neko otvori prodavnicu, pojaviće se ovde.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Posetilaca na sajtu: 0')).toBeTruthy();
    await screen.findByText('Uživo: lista se sama osvežava', {}, WAIT);
    expect(sentOperations('GetLiveVisitors')).toHaveLength(1);

    await openChannel('testklijent1', SESSION);
    await visit('testklijent1', '/en/shop', true);

    const card = await screen.findByRole('listitem', { name: 'Posetilac na /en/shop' }, WAIT);
    expect(screen.getByText('Posetilaca na sajtu: 1')).toBeTruthy();
    expect(within(card).getAllByRole('link', { name: '/en/shop' })[0]!.getAttribute('href')).toBe('/en/shop');
    expect(within(card).getByText('Telefon')).toBeTruthy();
    expect(within(card).getByText('Nije prijavljen')).toBeTruthy();
    expect(within(card).getByText('Istorija poseta (1)')).toBeTruthy();

    await visit('testklijent1', '/en/contact', true);
    await screen.findByRole('listitem', { name: 'Posetilac na /en/contact' }, WAIT);
    expect(screen.queryByRole('listitem', { name: 'Posetilac na /en/shop' })).toBeNull();
    expect(screen.getByText('Istorija poseta (2)')).toBeTruthy();
  });

  it("paints the mock's visitors at once, with the signed-in shopper", async () => {
    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/live');
    const visitors = await shop.liveVisitors();
    const total = visitors.length;
    expect(total).toBeGreaterThan(0);
    expect(await screen.findByText(`Posetilaca na sajtu: ${total}`, {}, WAIT)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Posetioci na sajtu' });
    expect(within(list).getAllByRole('listitem', { name: /^Posetilac na / })).toHaveLength(total);
    const signedIn = visitors.find((visitor) => visitor.user_id != null);
    expect(signedIn).toBeDefined();
    const user = await shop.db.selectFrom('users').select('email').where('id', '=', signedIn!.user_id!).executeTakeFirstOrThrow();
    expect(screen.getByText(new RegExp(user.email.replaceAll('.', '\\.')))).toBeTruthy();
    await waitFor(() => expect(sentOperations('LiveVisitorChanges').length).toBeGreaterThan(0), WAIT);
  });
});
