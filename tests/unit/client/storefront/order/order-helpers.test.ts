import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_INFO } from '../../../../../src/shared/constants';
import { messages } from '../../../../../src/client/storefront/order/messages';
import { orderStatusNumber, orderStatusView } from '../../../../../src/client/storefront/order/order-status';
import { THANK_YOU_SEGMENT, isThankYouSegment, normalizeOrderCode } from '../../../../../src/client/storefront/order/thank-you';
import { formatOrderDate, formatOrderDay } from '../../../../../src/client/storefront/order/order-dates';

describe('order status', () => {
  it('maps the schema names to the spec numbers 1–6 with their colours and translated names', () => {
    const names = ['IN_PROCESS', 'RECEIVED', 'SENT', 'DELIVERED', 'CANCELLED', 'COMPLAINT'] as const;
    expect(names.map(orderStatusNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const name of names) {
      const view = orderStatusView(name);
      expect(view.color).toBe(ORDER_STATUS_INFO[view.number].color);
      expect(messages.sr[view.nameKey]).toBeTruthy();
      expect(messages.en[view.nameKey]).toBeTruthy();
    }
    expect(messages.sr['order.status.5']).toBe('Otkazana');
    expect(new Set(names.map((name) => orderStatusView(name).color)).size).toBe(names.length);
  });
});

describe('order list date', () => {
  it('writes the day as each language does, and nothing for a bad date', () => {
    expect(formatOrderDate('2025-12-05T10:00:00.000Z', 0)).toBe('5. dec 2025.');
    expect(formatOrderDate('2025-12-05T10:00:00.000Z', 1)).toBe('5 Dec 2025');
    expect(formatOrderDate('not a date', 1)).toBe('');
  });
});

describe('thank-you segment', () => {
  it('is hvala in Serbian and thank-you in English, and either opens the thank-you step', () => {
    expect(THANK_YOU_SEGMENT).toEqual({ 0: 'hvala', 1: 'thank-you' });
    expect(isThankYouSegment('hvala')).toBe(true);
    expect(isThankYouSegment('thank-you')).toBe(true);
    expect(isThankYouSegment('Hvala')).toBe(true);
    expect(isThankYouSegment('other')).toBe(false);
    expect(isThankYouSegment(undefined)).toBe(false);
  });

  it('normalizes a typed code', () => {
    expect(normalizeOrderCode(' iz-26-00042-7kq4px9m ')).toBe('IZ-26-00042-7KQ4PX9M');
  });
});

describe('order dates', () => {
  it('shows a planned day in the shopper language without shifting it', () => {
    expect(formatOrderDay('2026-03-12', 1)).toBe('12 March 2026');
    expect(formatOrderDay('2026-03-12', 0)).toMatch(/12\. mart 2026/);
  });
});

describe('messages', () => {
  it('have the same keys in both languages for checkout, order and cart', async () => {
    for (const feature of ['checkout', 'order', 'cart']) {
      const { messages: featureMessages } = (await import(`../../../../../src/client/storefront/${feature}/messages.ts`)) as { messages: typeof messages };
      expect(Object.keys(featureMessages.sr).sort()).toEqual(Object.keys(featureMessages.en).sort());
      for (const key of Object.keys(featureMessages.sr)) expect(key.startsWith(`${feature}.`)).toBe(true);
    }
  });
});
