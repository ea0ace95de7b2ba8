import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../../src/shared/constants';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

describe('admin order calendar', () => {
  it('shows a planned order on its day and links to it, and moves between months', async () => {
    await signInAsDemoAdmin(shop.db);
    const order = await shop.db
      .selectFrom('orders')
      .select(['id', 'customer_name', 'customer_lastname', 'delivery_date'])
      .where('delivery_date', 'is not', null)
      .where('status', '=', ORDER_STATUS.SENT)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const day = order.delivery_date!;
    const month = day.slice(0, 7);
    const { user, router, container } = renderApp(`/cms/order-calendar?month=${month}`);
    await screen.findByText(/Zakazanih isporuka u mesecu: \d+/, {}, WAIT);
    expect(sentOperations('GetOrderCalendar').at(-1)!.variables).toEqual({ start_date: `${month}-01`, end_date: expect.stringMatching(new RegExp(`^${month}-(28|29|30|31)$`)) });

    const cell = container.querySelector<HTMLElement>(`td[data-date="${day}"]`)!;
    expect(cell.querySelector('time')!.textContent).toContain(String(Number(day.slice(8))));
    const link = within(cell).getByRole('link', { name: new RegExp(`${order.customer_name} ${order.customer_lastname}`) });
    expect(link.getAttribute('href')).toBe(`/cms/orders/${order.id}`);
    // Every delivery planned that day, and only those (a cancelled order is not delivered).
    const planned = await shop.db.selectFrom('orders').select('id').where('delivery_date', '=', day).where('status', '!=', ORDER_STATUS.CANCELLED).execute();
    expect(within(cell).getAllByRole('link')).toHaveLength(planned.length);

    await user.click(screen.getByRole('link', { name: 'Sledeći mesec →' }));
    const [year, index] = month.split('-').map(Number) as [number, number];
    const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
    await waitFor(() => expect(router.state.location.search).toBe(`?month=${next}`));
    await waitFor(() => expect(container.querySelector(`td[data-date="${day}"]`)).toBeNull(), WAIT);
    expect(container.querySelector(`td[data-date="${next}-01"]`)).toBeTruthy();
  });

  it('says so when a month has no deliveries', async () => {
    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/order-calendar?month=2001-02');
    expect(await screen.findByText('U ovom mesecu nema zakazanih isporuka.', {}, WAIT)).toBeTruthy();
    expect(sentOperations('GetOrderCalendar').at(-1)!.variables).toEqual({ start_date: '2001-02-01', end_date: '2001-02-28' });
  });
});
