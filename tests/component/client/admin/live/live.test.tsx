import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP_ENDPOINT, renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

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
      variables: { client, session: 'abc123', is_mobile: isMobile, message: { subject: 'history', type: 'page', name: path, timestamp: Date.now() } },
    }),
  });
  expect(((await response.json()) as { data: { sendLiveMessage: { success: boolean } } }).data.sendLiveMessage.success).toBe(true);
}

describe('admin live visitors', () => {
  it('shows who is on the site, then a visitor who arrives, pushed by the subscription', async () => {
    signInAsDemoAdmin(shop.db);
    shop.db.liveVisitors = [];
    renderApp('/cms/live');
    expect(await screen.findByText('Trenutno nema posetilaca na sajtu. Čim neko otvori prodavnicu, pojaviće se ovde.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Posetilaca na sajtu: 0')).toBeTruthy();
    await screen.findByText('Uživo: lista se sama osvežava', {}, WAIT);
    expect(sentOperations('GetLiveVisitors')).toHaveLength(1);

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
    signInAsDemoAdmin(shop.db);
    renderApp('/cms/live');
    const total = shop.db.liveVisitors.length;
    expect(total).toBeGreaterThan(0);
    expect(await screen.findByText(`Posetilaca na sajtu: ${total}`, {}, WAIT)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Posetioci na sajtu' });
    expect(within(list).getAllByRole('listitem', { name: /^Posetilac na / })).toHaveLength(total);
    const signedIn = shop.db.liveVisitors.find((visitor) => visitor.user_id != null);
    if (signedIn) {
      const user = shop.db.users.find((candidate) => candidate.id === signedIn.user_id)!;
      expect(screen.getByText(new RegExp(user.email.replace('.', '\\.')))).toBeTruthy();
    }
    await waitFor(() => expect(sentOperations('LiveVisitorChanges').length).toBeGreaterThan(0), WAIT);
  });
});
