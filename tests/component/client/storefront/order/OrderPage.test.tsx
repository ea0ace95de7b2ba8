import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUS_INFO } from '../../../../../src/shared/constants';
import { formatPrice } from '../../../../../src/shared/price';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

const shop = useTestShop();

/** A seeded order in a status, with a history of statuses, its items and its code as the shopper knows it. */
async function seededOrder(status: number, lang: 0 | 1 = 0) {
  const order = await shop.db
    .selectFrom('orders')
    .select(['id', 'code', 'status', 'total', 'address', 'customer_email'])
    .where('status', '=', status)
    .where('lang', '=', lang)
    .where((eb) => eb.selectFrom('order_status_changes').select(eb.fn.countAll().as('changes')).whereRef('order_id', '=', 'orders.id'), '>', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!order) throw new Error(`No seeded order in status ${status}`);
  const items = await shop.db.selectFrom('order_items').select('name').where('order_id', '=', order.id).orderBy('id').execute();
  return { ...order, items };
}

describe('order status page', () => {
  it('looks an order up by its code and shows its status in colour, items, totals and delivery', async () => {
    const order = await seededOrder(ORDER_STATUS.SENT);
    const { user, router } = renderApp('/porudzbina');
    expect(await screen.findByRole('heading', { name: 'Status porudžbine', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    const input = screen.getByLabelText('Kod porudžbine');

    // An empty code is refused where it was typed, and nothing is asked.
    await user.click(screen.getByRole('button', { name: 'Prikaži porudžbinu' }));
    expect(screen.getByText('Unesite kod porudžbine.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sentOperations('GetOrder')).toHaveLength(0);

    await user.type(input, ` ${order.code.toLowerCase()} `);
    await user.click(screen.getByRole('button', { name: 'Prikaži porudžbinu' }));
    expect(await screen.findByRole('heading', { name: `Porudžbina ${order.code}`, level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/porudzbina/${order.code}`);
    expect(sentOperations('GetOrder')[0]?.variables).toEqual({ code: order.code });

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
    expect(document.title).toContain(order.code);
  });

  it('says clearly when no order has the code, and offers the form with the code to try again', async () => {
    const { user } = renderApp('/porudzbina/IZ-26-99999-AAAAAAAA');
    expect(await screen.findByText(/Porudžbina sa kodom IZ-26-99999-AAAAAAAA ne postoji/, undefined, { timeout: 10_000 })).toBeTruthy();
    const input = screen.getByLabelText('Kod porudžbine') as HTMLInputElement;
    expect(input.value).toBe('IZ-26-99999-AAAAAAAA');

    const order = await seededOrder(ORDER_STATUS.DELIVERED);
    await user.clear(input);
    await user.type(input, order.code);
    await user.click(screen.getByRole('button', { name: 'Prikaži porudžbinu' }));
    expect(await screen.findByRole('heading', { name: `Porudžbina ${order.code}` }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Status' }).querySelector('.order-status-current')!.textContent).toBe('Isporučena');
  });

  it('shows the thank-you step and the order in English', async () => {
    const order = await shop.db.selectFrom('orders').select(['code', 'status', 'total']).where('lang', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    renderApp(`/order/${order.code}/thank-you`);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Order ${order.code}` })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Status' }).querySelector('.order-status-current')!.textContent).toBe(
      ['In process', 'Received', 'Sent', 'Delivered', 'Cancelled', 'Complaint'][order.status - 1],
    );
    expect(screen.getByRole('region', { name: 'Items' }).querySelector('.order-amounts-total dd')!.textContent).toBe(`${formatPrice(order.total)}\u00a0EUR`);
    expect(screen.getByRole('link', { name: 'Look up another order' }).getAttribute('href')).toBe('/order');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('asks for a code in English and says when it is unknown', async () => {
    const { user } = renderApp('/order');
    expect(await screen.findByRole('heading', { name: 'Order status', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('Order code'), 'IZ-00-00000-XXXXXXXX{Enter}');
    expect(await screen.findByText(/There is no order with the code IZ-00-00000-XXXXXXXX/, undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
