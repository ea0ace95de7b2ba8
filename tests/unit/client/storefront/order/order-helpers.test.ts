import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_INFO } from '../../../../../src/shared/constants';
import { messages } from '../../../../../src/client/storefront/order/messages';
import { orderStatusNumber, orderStatusView } from '../../../../../src/client/storefront/order/order-status';
import { THANK_YOU_SEGMENT, isThankYouSegment, normalizeOrderCode } from '../../../../../src/client/storefront/order/thank-you';

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

describe('messages', () => {
  it('have the same keys in both languages for checkout, order and cart', async () => {
    for (const feature of ['checkout', 'order', 'cart']) {
      const { messages: featureMessages } = (await import(`../../../../../src/client/storefront/${feature}/messages.ts`)) as { messages: typeof messages };
      expect(Object.keys(featureMessages.sr).sort()).toEqual(Object.keys(featureMessages.en).sort());
      for (const key of Object.keys(featureMessages.sr)) expect(key.startsWith(`${feature}.`)).toBe(true);
    }
  });
});
