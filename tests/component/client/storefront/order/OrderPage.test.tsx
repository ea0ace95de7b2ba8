import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUS_INFO } from '../../../../../src/shared/constants';
import { formatPrice } from '../../../../../src/shared/catalog/price';
import { DEMO_USER } from '../../../../../fixtures/users/accounts';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAs } from '../user/signed-in';

const shop = useTestShop();
const LOAD = { timeout: 10_000 };

/** A seeded order in a status, with a history of statuses, its items, its code and e-mail as the shopper knows them. */
async function seededOrder(status: number, lang: 0 | 1 = 0) {
  const order = await shop.db
    .selectFrom('orders')
    .select(['id', 'code', 'status', 'total', 'address', 'customer_email', 'status_key'])
    .where('status', '=', status)
    .where('lang', '=', lang)
    .where('user_id', 'is', null)
    .where((eb) => eb.selectFrom('order_status_changes').select(eb.fn.countAll().as('changes')).whereRef('order_id', '=', 'orders.id'), '>', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!order) throw new Error(`No seeded guest order in status ${status}`);
  const items = await shop.db.selectFrom('order_items').select('name').where('order_id', '=', order.id).orderBy('id').execute();
  return { ...order, items };
}

describe('order status page', () => {
  it('looks an order up by its code and e-mail and shows its status in colour, items, totals and delivery; the address keeps no e-mail', async () => {
    const order = await seededOrder(ORDER_STATUS.SENT);
    const { user, router } = renderApp('/porudzbina');
    expect(await screen.findByRole('heading', { name: 'Status porudžbine', level: 1 }, LOAD)).toBeTruthy();
    const code = screen.getByLabelText('Kod porudžbine');
    const email = screen.getByLabelText('E-mail adresa');

    // Empty fields are refused where they were typed, and nothing is asked.
    await user.click(screen.getByRole('button', { name: 'Prikaži porudžbinu' }));
    expect(screen.getByText('Unesite kod porudžbine.')).toBeTruthy();
    expect(screen.getByText('Ovo polje je obavezno.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    await user.type(email, 'nije-adresa');
    await user.click(screen.getByRole('button', { name: 'Prikaži porudžbinu' }));
    expect(screen.getByText('E-mail adresa nije ispravna.')).toBeTruthy();
    expect(sentOperations('GetOrder')).toHaveLength(0);

    await user.type(code, ` ${order.code.toLowerCase()} `);
    await user.clear(email);
    await user.type(email, order.customer_email.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Prikaži porudžbinu' }));
    expect(await screen.findByRole('heading', { name: `Porudžbina ${order.code}`, level: 1 }, LOAD)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/porudzbina/${order.code}`);
    expect(router.state.location.search).toBe('');
    expect(sentOperations('GetOrder').map((sent) => sent.variables)).toEqual([{ code: order.code, email: order.customer_email.toUpperCase() }]);

    const status = screen.getByRole('region', { name: 'Status' });
    const badge = status.querySelector('.order-status-current .order-status-badge') as HTMLElement;
    expect(badge.textContent).toBe('Poslata');
    expect(badge.style.borderColor).toBeTruthy();
    expect((badge.querySelector('.order-status-dot') as HTMLElement).getAttribute('style')).toContain(ORDER_STATUS_INFO[3].color.slice(1));
    expect(within(status).getByRole('heading', { name: 'Istorija statusa' })).toBeTruthy();
    expect(within(status).getAllByText('U obradi').length).toBeGreaterThan(0);

    const items = screen.getByRole('region', { name: 'Stavke' });
    for (const item of order.items) expect(within(items).getByText(item.name)).toBeTruthy();
    expect(items.querySelector('.order-amounts-total dd')!.textContent).toBe(`${formatPrice(order.total)}\u00a0RSD`);
    for (const image of items.querySelectorAll('img')) expect(image.getAttribute('alt')).toBeTruthy();

    const delivery = screen.getByRole('region', { name: 'Adresa za isporuku' });
    expect(delivery.textContent).toContain(order.address);
    expect(delivery.textContent).toContain(order.customer_email);
    expect(screen.queryByRole('heading', { name: 'Hvala na porudžbini!' })).toBeNull();
    // The title follows the screen's render (useSeo's effect), a moment after the heading.
    await waitFor(() => expect(document.title).toContain(order.code));

    // The tab remembers the order's key: the same page in English opens without the e-mail again.
    await router.navigate(`/order/${order.code}`);
    expect(await screen.findByRole('heading', { name: `Order ${order.code}`, level: 1 }, LOAD)).toBeTruthy();
    expect(sentOperations('GetOrder').at(-1)?.variables).toEqual({ code: order.code, key: order.status_key });
  });

  it('answers a wrong e-mail as it answers an unknown code, keeping what was typed', async () => {
    const order = await seededOrder(ORDER_STATUS.DELIVERED);
    const { user } = renderApp('/porudzbina');
    const code = (await screen.findByLabelText('Kod porudžbine', undefined, LOAD)) as HTMLInputElement;
    const email = screen.getByLabelText('E-mail adresa') as HTMLInputElement;

    await user.type(code, order.code);
    await user.type(email, 'neko.drugi@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Prikaži porudžbinu' }));
    const wrongEmail = (await screen.findByRole('alert', undefined, LOAD)).textContent;
    expect(wrongEmail).toBe('Ne postoji porudžbina sa ovim kodom i e-mail adresom. Proverite ih i pokušajte ponovo.');
    expect(code.value).toBe(order.code);
    expect(email.value).toBe('neko.drugi@gmail.com');

    await user.clear(code);
    await user.type(code, 'IZ-26-99999-AAAAAAAA');
    await user.clear(email);
    await user.type(email, order.customer_email);
    await user.click(screen.getByRole('button', { name: 'Prikaži porudžbinu' }));
    await waitFor(() => expect(sentOperations('GetOrder')).toHaveLength(2));
    expect((await screen.findByRole('alert', undefined, LOAD)).textContent).toBe(wrongEmail);

    await user.clear(code);
    await user.type(code, order.code);
    await user.click(screen.getByRole('button', { name: 'Prikaži porudžbinu' }));
    expect(await screen.findByRole('heading', { name: `Porudžbina ${order.code}` }, LOAD)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Status' }).querySelector('.order-status-current')!.textContent).toBe('Isporučena');
  });

  it('opens an order from the e-mail’s link without asking, and asks for the e-mail when the link is wrong or missing', async () => {
    const order = await seededOrder(ORDER_STATUS.RECEIVED);
    const view = renderApp(`/porudzbina/${order.code}?key=${order.status_key}`);
    expect(await screen.findByRole('heading', { name: `Porudžbina ${order.code}`, level: 1 }, LOAD)).toBeTruthy();
    expect(sentOperations('GetOrder')[0]?.variables).toEqual({ code: order.code, key: order.status_key });
    view.unmount();
    sessionStorage.clear();

    const wrong = renderApp(`/porudzbina/${order.code}?key=${'0'.repeat(32)}`);
    expect(await screen.findByText(`Ovaj link ne otvara porudžbinu ${order.code}. Unesite e-mail adresu sa kojom ste poručili.`, undefined, LOAD)).toBeTruthy();
    expect((screen.getByLabelText('Kod porudžbine') as HTMLInputElement).value).toBe(order.code);
    wrong.unmount();

    const { user } = renderApp(`/porudzbina/${order.code}`);
    expect(await screen.findByText(`Da biste videli porudžbinu ${order.code}, unesite e-mail adresu sa kojom ste poručili.`, undefined, LOAD)).toBeTruthy();
    expect(screen.queryByText(/Ne postoji porudžbina/)).toBeNull();
    await user.type(screen.getByLabelText('E-mail adresa'), `${order.customer_email}{Enter}`);
    expect(await screen.findByRole('heading', { name: `Porudžbina ${order.code}`, level: 1 }, LOAD)).toBeTruthy();
  });

  it('opens a signed-in shopper’s own order by its code alone, as their order list links it', async () => {
    await signInAs(shop.db, DEMO_USER.email);
    const own = await shop.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('orders.code')
      .where('users.email', '=', DEMO_USER.email)
      .orderBy('orders.id')
      .executeTakeFirstOrThrow();
    renderApp(`/porudzbina/${own.code}`);
    expect(await screen.findByRole('heading', { name: `Porudžbina ${own.code}`, level: 1 }, LOAD)).toBeTruthy();
    expect(sentOperations('GetOrder').at(-1)?.variables).toEqual({ code: own.code });
  });

  it('asks for a transfer with the IPS QR code while the order waits for it, and no longer once the shop marked it paid', async () => {
    const order = await shop.db.selectFrom('orders').select(['id', 'code', 'status_key']).where('status', '=', ORDER_STATUS.IN_PROCESS).where('lang', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    await shop.db.updateTable('orders').set({ payment_method: 'BANK_TRANSFER', payment_status: 'AWAITING', paid_at: null }).where('id', '=', order.id).execute();
    const waiting = renderApp(`/porudzbina/${order.code}?key=${order.status_key}`);
    expect(await screen.findByRole('region', { name: 'Plaćanje IPS QR kodom' }, LOAD)).toBeTruthy();
    expect(screen.getByText('Čeka uplatu')).toBeTruthy();
    waiting.unmount();

    await shop.db.updateTable('orders').set({ payment_status: 'PAID', paid_at: new Date() }).where('id', '=', order.id).execute();
    renderApp(`/porudzbina/${order.code}?key=${order.status_key}`);
    expect(await screen.findByText('Plaćeno', {}, LOAD)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Plaćanje IPS QR kodom' })).toBeNull();
    expect(screen.queryByText(/^Uplatite /)).toBeNull();
  });

  it('shows the thank-you step and the order in English', async () => {
    const order = await shop.db.selectFrom('orders').select(['code', 'status', 'total', 'status_key']).where('lang', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    renderApp(`/order/${order.code}/thank-you?key=${order.status_key}`);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!', level: 1 }, LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Order ${order.code}` })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Status' }).querySelector('.order-status-current')!.textContent).toBe(
      ['In process', 'Received', 'Sent', 'Delivered', 'Cancelled', 'Complaint'][order.status - 1],
    );
    expect(screen.getByRole('region', { name: 'Items' }).querySelector('.order-amounts-total dd')!.textContent).toBe(`${formatPrice(order.total)}\u00a0EUR`);
    expect(screen.getByRole('link', { name: 'Look up another order' }).getAttribute('href')).toBe('/order');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('asks for a code and e-mail in English, says when nothing matches, and shows the server’s field errors', async () => {
    const { user } = renderApp('/order');
    expect(await screen.findByRole('heading', { name: 'Order status', level: 1 }, LOAD)).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail address'), 'kupac@gmail.com');
    await user.type(screen.getByLabelText('Order code'), 'IZ-00-00000-XXXXXXXX{Enter}');
    expect(await screen.findByText('There is no order with this code and e-mail address. Check them and try again.', undefined, LOAD)).toBeTruthy();

    // A code longer than the server takes: its refusal shows under the code.
    const code = screen.getByLabelText('Order code');
    await user.clear(code);
    await user.type(code, 'X'.repeat(300));
    await user.click(screen.getByRole('button', { name: 'Show the order' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(screen.getByText('The field "Code" can have at most 255 characters.')).toBeTruthy();
  });
});
