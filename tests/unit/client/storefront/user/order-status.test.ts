import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_INFO } from '../../../../../src/shared/constants';
import { formatOrderDate, ordersPageFrom } from '../../../../../src/client/storefront/user/order-format';
import { orderStatusColor, orderStatusKey } from '../../../../../src/client/storefront/user/order-status';
import { messages } from '../../../../../src/client/storefront/user/messages';

const STATUSES = ['IN_PROCESS', 'RECEIVED', 'SENT', 'DELIVERED', 'CANCELLED', 'COMPLAINT'] as const;

describe('order statuses in the user area', () => {
  it('gives each status its own colour, in the order of the stored numbers 1–6', () => {
    expect(STATUSES.map(orderStatusColor)).toEqual([1, 2, 3, 4, 5, 6].map((status) => ORDER_STATUS_INFO[status as 1].color));
    expect(new Set(STATUSES.map(orderStatusColor)).size).toBe(STATUSES.length);
  });

  it('names each status in both languages', () => {
    for (const status of STATUSES) {
      expect(messages.sr[orderStatusKey(status)]).toBeTruthy();
      expect(messages.en[orderStatusKey(status)]).toBeTruthy();
    }
  });

  it('writes the day as each language does', () => {
    expect(formatOrderDate('2025-12-05T10:00:00.000Z', 0)).toBe('5. dec 2025.');
    expect(formatOrderDate('2025-12-05T10:00:00.000Z', 1)).toBe('5 Dec 2025');
    expect(formatOrderDate('not a date', 1)).toBe('');
  });

  it('reads the list page from the query string, 1 for anything odd', () => {
    expect(ordersPageFrom('?page=3', 'page')).toBe(3);
    for (const odd of ['', '?page=0', '?page=-2', '?page=two', '?page=1.5']) expect(ordersPageFrom(odd, 'page')).toBe(1);
  });
});
