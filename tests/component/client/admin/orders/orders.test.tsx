import '../../../support/happy-dom-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUS_INFO } from '../../../../../src/shared/constants';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

/** Orders of one status, or every order; by id. */
function ordersQuery(status?: number) {
  let query = shop.db.selectFrom('orders').select(['id', 'code', 'status', 'customer_email', 'delivery_date']).orderBy('id');
  if (status !== undefined) query = query.where('status', '=', status);
  return query;
}
const statusChanges = (orderId: number) => shop.db.selectFrom('order_status_changes').select(['status', 'note']).where('order_id', '=', orderId).orderBy('id').execute();

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** The colour a status badge or tab paints, as the browser keeps it. */
const dotColour = (element: Element) => (element.querySelector('.admin-order-status-dot') as HTMLElement).style.background;
const asRendered = (colour: string) => {
  const probe = document.createElement('span');
  probe.style.background = colour;
  return probe.style.background;
};

describe('admin orders list', () => {
  it('lists only the cancelled orders under the cancelled tab, each with its colour, and keeps the status in the URL', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/orders');
    expect(await screen.findByText(`Ukupno porudžbina: ${(await ordersQuery().execute()).length}`, {}, WAIT)).toBeTruthy();

    const tabs = screen.getByRole('navigation', { name: 'Porudžbine po statusu' });
    await user.click(within(tabs).getByRole('link', { name: 'Otkazana' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?status=${ORDER_STATUS.CANCELLED}`));
    const cancelled = await ordersQuery(ORDER_STATUS.CANCELLED).execute();
    expect(await screen.findByText(`Ukupno porudžbina: ${cancelled.length}`, {}, WAIT)).toBeTruthy();
    expect(sentOperations('GetOrdersWithPagination').at(-1)!.variables).toMatchObject({ status: 'CANCELLED', page: 1 });
    expect(within(tabs).getByRole('link', { name: 'Otkazana' }).getAttribute('aria-current')).toBe('page');

    expect(rows()).toHaveLength(cancelled.length);
    for (const row of rows()) {
      const badge = row.querySelector('.admin-order-status')!;
      expect(badge.textContent).toBe('Otkazana');
      expect(dotColour(badge)).toBe(asRendered(ORDER_STATUS_INFO[ORDER_STATUS.CANCELLED].color));
    }
    const codes = rows().map((row) => within(row).getByRole('link').textContent);
    expect(codes.sort()).toEqual(cancelled.map((order) => order.code).sort());
  });

  it('searches by a customer and a date range, all in the URL', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/orders?status=4');
    await screen.findByText(/Ukupno porudžbina/, {}, WAIT);
    const order = await ordersQuery(ORDER_STATUS.DELIVERED).executeTakeFirstOrThrow();
    await user.type(screen.getByLabelText('Pretraga po šifri, imenu, e-mailu ili telefonu'), order.customer_email);
    await user.click(screen.getByRole('button', { name: 'Traži' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?status=4&search=${encodeURIComponent(order.customer_email)}`));
    await waitFor(() => expect(rows().some((row) => row.textContent!.includes(order.code))).toBe(true), WAIT);

    await act(() => router.navigate('/cms/orders?from=2000-01-01&to=2000-01-31'));
    expect(await screen.findByText(/Nijedna porudžbina ne odgovara/, {}, WAIT)).toBeTruthy();
    expect(sentOperations('GetOrdersWithPagination').at(-1)!.variables).toMatchObject({ start_date: '2000-01-01', end_date: '2000-01-31', status: null });
  });
  it('names the statuses in English after the language switch', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/orders?status=6');
    await screen.findByText(/Ukupno porudžbina/, {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'EN' }));
    const complaints = (await ordersQuery(ORDER_STATUS.COMPLAINT).execute()).length;
    expect(await screen.findByText(`Orders in total: ${complaints}`, {}, WAIT)).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Orders by status' });
    expect(within(tabs).getByRole('link', { name: 'Complaint' }).getAttribute('aria-current')).toBe('page');
    for (const row of rows()) expect(row.querySelector('.admin-order-status')!.textContent).toBe('Complaint');
  });
});

describe('admin order detail', () => {
  it('shows the customer, items and totals, and moves the order to another status with a note', async () => {
    await signInAsDemoAdmin(shop.db);
    const order = await ordersQuery(ORDER_STATUS.IN_PROCESS).where('lang', '=', 0).executeTakeFirstOrThrow();
    const firstItem = await shop.db.selectFrom('order_items').select('name').where('order_id', '=', order.id).orderBy('id').executeTakeFirstOrThrow();
    const historyBefore = (await statusChanges(order.id)).length;
    const { user } = renderApp(`/cms/orders/${order.id}`);
    expect(await screen.findByRole('heading', { name: `Porudžbina ${order.code}` }, WAIT)).toBeTruthy();
    expect(screen.getByText(order.customer_email)).toBeTruthy();
    expect(screen.getByText(firstItem.name)).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Istorija statusa' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(historyBefore);

    await user.selectOptions(screen.getByLabelText('Novi status'), 'Primljena');
    await user.type(screen.getByLabelText('Napomena za kupca'), 'Pakujemo danas.');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj status' }));

    expect(await screen.findByText(`Porudžbina ${order.code} je sada u statusu „Primljena”.`, {}, WAIT)).toBeTruthy();
    expect((await ordersQuery().where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe(ORDER_STATUS.RECEIVED);
    const changes = await statusChanges(order.id);
    expect(changes).toHaveLength(historyBefore + 1);
    expect(changes.at(-1)).toEqual({ status: ORDER_STATUS.RECEIVED, note: 'Pakujemo danas.' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(historyBefore + 1));
    expect(within(history).getAllByRole('listitem').at(-1)!.textContent).toContain('Pakujemo danas.');
    expect(screen.getByLabelText('Napomena za kupca')).toHaveProperty('value', '');
  });

  it('plans the delivery day', async () => {
    await signInAsDemoAdmin(shop.db);
    const order = await ordersQuery(ORDER_STATUS.IN_PROCESS).executeTakeFirstOrThrow();
    const { user } = renderApp(`/cms/orders/${order.id}`);
    const input = await screen.findByLabelText('Dan isporuke', {}, WAIT);
    await user.clear(input);
    await user.type(input, '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj dan isporuke' }));
    expect(await screen.findByText(`Dan isporuke porudžbine ${order.code} je sačuvan.`, {}, WAIT)).toBeTruthy();
    expect((await ordersQuery().where('id', '=', order.id).executeTakeFirstOrThrow()).delivery_date).toBe('2026-12-24');
  });

  it('records the money arriving, then a refund, with the time it was paid', async () => {
    await signInAsDemoAdmin(shop.db);
    const order = await ordersQuery(ORDER_STATUS.IN_PROCESS).executeTakeFirstOrThrow();
    const payment = () => shop.db.selectFrom('orders').select(['payment_status', 'paid_at']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect((await payment()).payment_status).toBe('AWAITING');
    const { user } = renderApp(`/cms/orders/${order.id}`);
    const section = await screen.findByRole('region', { name: 'Plaćanje' }, WAIT);
    expect(within(section).getByText('Čeka uplatu')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Označi kao plaćeno' }));
    expect(await screen.findByText(`Porudžbina ${order.code}: Plaćeno.`, {}, WAIT)).toBeTruthy();
    const paid = await payment();
    expect(paid.payment_status).toBe('PAID');
    expect(paid.paid_at).not.toBeNull();
    expect(within(section).getByText('Plaćeno')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Novac je vraćen kupcu' }));
    await waitFor(async () => expect(await payment()).toEqual({ payment_status: 'REFUNDED', paid_at: paid.paid_at }));
    expect(within(section).getByText('Novac vraćen')).toBeTruthy();
  });

  it('says so for an order that does not exist', async () => {
    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/orders/99999');
    expect(await screen.findByText('Ova porudžbina ne postoji.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Sve porudžbine' }).getAttribute('href')).toBe('/cms/orders');
  });
});
