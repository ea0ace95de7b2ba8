import '../../../support/happy-dom-globals';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../../fixtures/users/accounts';
import { ORDER_STATUS_INFO } from '../../../../../src/shared/constants';
import { formatPrice } from '../../../../../src/shared/catalog/price';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAs } from './signed-in';

const shop = useTestShop();
const LOAD = { timeout: 10_000 };

describe('user orders', () => {
  it('lists the shopper’s orders, newest first, each linking to its status page (Serbian)', async () => {
    await signInAs(shop.db, DEMO_USER.email);
    const own = await shop.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select(['orders.code', 'orders.total', 'orders.currency', 'orders.status'])
      .where('users.email', '=', DEMO_USER.email)
      .orderBy('orders.created_at', 'desc')
      .execute();
    expect(own.length).toBeGreaterThan(0);

    renderApp('/korisnik/porudzbine');
    await screen.findByRole('heading', { name: 'Moje porudžbine' }, LOAD);
    const newest = await screen.findByRole('link', { name: new RegExp(own[0]!.code) }, LOAD);
    expect(newest.getAttribute('href')).toBe(`/porudzbina/${own[0]!.code}`);
    const row = newest.closest('li')!;
    expect(row.textContent).toContain(`${formatPrice(own[0]!.total)}\u00a0${own[0]!.currency}`);
    const statusNames = ['U obradi', 'Primljena', 'Poslata', 'Isporučena', 'Otkazana', 'Reklamacija'];
    const status = statusNames[own[0]!.status - 1]!;
    expect(within(row).getByText(status)).toBeTruthy();
    const dot = row.querySelector<HTMLElement>('.order-status-dot')!;
    expect(dot.style.background).toBe(ORDER_STATUS_INFO[own[0]!.status as keyof typeof ORDER_STATUS_INFO].color);
    expect(document.querySelectorAll('.user-order')).toHaveLength(Math.min(own.length, 10));
    expect(sentOperations('GetMyOrders')[0]?.headers.get('Authuser')).toBeTruthy();
  });

  it('says there are no orders yet and points to the shop (English)', async () => {
    await signInAs(shop.db, 'mina.lazic@gmail.com');
    renderApp('/user/orders');
    expect(await screen.findByText(/You have no orders yet/, {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  });
});
