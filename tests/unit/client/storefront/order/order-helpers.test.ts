import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_INFO } from '../../../../../src/shared/constants';
import { messages as checkoutMessages } from '../../../../../src/client/storefront/checkout/messages';
import { messages as orderScreenMessages } from '../../../../../src/client/storefront/order/messages';
import { messages as cartMessages } from '../../../../../src/client/ui/cart/messages';
import { messages } from '../../../../../src/client/ui/order/messages';
import { orderStatusNumber, orderStatusView } from '../../../../../src/client/ui/order/order-status';
import { normalizeOrderCode } from '../../../../../src/shared/orders/order-code';
import { THANK_YOU_SEGMENT, isThankYouSegment } from '../../../../../src/shared/routing/thank-you';

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
  it("have the same keys in both languages for checkout, order, an order's amounts and status, and cart", () => {
    const features = [['checkout', checkoutMessages], ['order', orderScreenMessages], ['order', messages], ['cart', cartMessages]] as const;
    for (const [feature, featureMessages] of features) {
      expect(Object.keys(featureMessages.sr).sort()).toEqual(Object.keys(featureMessages.en).sort());
      for (const key of Object.keys(featureMessages.sr)) expect(key.startsWith(`${feature}.`)).toBe(true);
    }
  });
});
