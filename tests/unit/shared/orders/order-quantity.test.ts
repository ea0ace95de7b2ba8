import { describe, expect, it } from 'vitest';
import { ORDER_MAX_QUANTITY } from '../../../../src/shared/constants';
import { maxOrderQuantity, orderQuantity, quantityChoices } from '../../../../src/shared/orders/order-quantity';

describe('the order quantity rule', () => {
  it('allows at most the order maximum or the stock, whichever is lower', () => {
    expect(maxOrderQuantity(5)).toBe(5);
    expect(maxOrderQuantity(1)).toBe(1);
    expect(maxOrderQuantity(ORDER_MAX_QUANTITY)).toBe(ORDER_MAX_QUANTITY);
    expect(maxOrderQuantity(500)).toBe(ORDER_MAX_QUANTITY);
  });

  it('allows nothing of a sold-out product', () => {
    expect(maxOrderQuantity(0)).toBe(0);
    expect(maxOrderQuantity(-3)).toBe(0);
    expect(maxOrderQuantity(Number.NaN)).toBe(0);
  });

  it('brings a wanted quantity within 1 and the most allowed', () => {
    expect(orderQuantity(10, maxOrderQuantity(5))).toBe(5);
    expect(orderQuantity(3, maxOrderQuantity(5))).toBe(3);
    expect(orderQuantity(0, maxOrderQuantity(5))).toBe(1);
    expect(orderQuantity(40)).toBe(ORDER_MAX_QUANTITY);
    expect(orderQuantity('4')).toBe(4);
    expect(orderQuantity(3, 0)).toBe(0);
  });

  it('reads what is not a whole number as no quantity', () => {
    expect(orderQuantity(1.5)).toBeNull();
    expect(orderQuantity('x')).toBeNull();
    expect(orderQuantity(undefined)).toBeNull();
  });

  it('offers 1 up to the most allowed, and nothing when sold out', () => {
    expect(quantityChoices(maxOrderQuantity(5))).toEqual([1, 2, 3, 4, 5]);
    expect(quantityChoices(maxOrderQuantity(50))).toHaveLength(ORDER_MAX_QUANTITY);
    expect(quantityChoices(maxOrderQuantity(0))).toEqual([]);
  });
});
