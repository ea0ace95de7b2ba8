import { describe, expect, it } from 'vitest';
import { monthRange, monthWeeks, parseCalendarMonth, shiftMonth } from '../../../../../src/client/admin/orders/calendar-month';
import {
  formatOrderListQuery,
  orderListVariables,
  parseOrderListQuery,
  changeOrderListQuery,
} from '../../../../../src/client/admin/orders/order-list-query';
import { checkPromoCodeForm, emptyPromoCodeForm, promoCodeVariables } from '../../../../../src/client/admin/orders/promo-code-form';
import { checkCountryForm, countryVariables, emptyCountryForm } from '../../../../../src/client/admin/orders/country-form';
import { expiryFromDay, dayOfExpiry } from '../../../../../src/client/admin/kit/admin-dates';

describe('order list query', () => {
  it('reads the status as its stored number and writes it back', () => {
    const query = parseOrderListQuery('?status=5&search=%20Jovan%20&from=2026-11-01&to=2026-11-30&page=3');
    expect(query).toEqual({ status: 'CANCELLED', search: 'Jovan', from: '2026-11-01', to: '2026-11-30', page: 3 });
    expect(formatOrderListQuery(query)).toBe('?status=5&search=Jovan&from=2026-11-01&to=2026-11-30&page=3');
    expect(orderListVariables(query)).toEqual({ page: 3, first: 20, search: 'Jovan', status: 'CANCELLED', start_date: '2026-11-01', end_date: '2026-11-30' });
  });

  it('ignores what it does not understand and starts a changed list at page 1', () => {
    const query = parseOrderListQuery('?status=7&from=yesterday&page=-2');
    expect(query).toEqual({ status: null, search: '', from: '', to: '', page: 1 });
    expect(formatOrderListQuery(query)).toBe('');
    expect(changeOrderListQuery({ ...query, page: 4 }, { status: 'SENT' })).toMatchObject({ status: 'SENT', page: 1 });
  });
});

describe('promo code form', () => {
  it('starts with the usage count 1 and sends an empty expiry as null', () => {
    const values = { ...emptyPromoCodeForm(), code: ' leto ', discount: '10,5' };
    expect(values.usage_count).toBe('1');
    expect(checkPromoCodeForm(values)).toEqual({});
    expect(promoCodeVariables(values, null)).toEqual({ id: null, code: 'LETO', discount: 10.5, usage_count: 1, expires_at: null, active: true });
    expect(promoCodeVariables({ ...values, usage_count: '' }, '4').usage_count).toBe(1);
  });

  it('refuses a discount outside 1–100 and a usage count below 1', () => {
    expect(checkPromoCodeForm({ ...emptyPromoCodeForm(), code: 'X', discount: '0', usage_count: '0' })).toEqual({
      discount: 'rule.discountRange',
      usage_count: 'admin.orders.promo.error.usage',
    });
    expect(checkPromoCodeForm({ ...emptyPromoCodeForm(), discount: '101' })).toMatchObject({ code: 'form.required', discount: 'rule.discountRange' });
  });

  it('turns an expiry day into the end of that day and back', () => {
    const iso = expiryFromDay('2026-12-31')!;
    expect(dayOfExpiry(iso)).toBe('2026-12-31');
    expect(new Date(iso).getTime()).toBeGreaterThan(new Date('2026-12-31T00:00:00').getTime());
    expect(expiryFromDay('')).toBeNull();
    expect(dayOfExpiry(null)).toBe('');
  });
});

describe('country form', () => {
  it('sends the code in upper case and an empty threshold as never free', () => {
    const values = { ...emptyCountryForm(), name: ' Austrija ', code: 'at', delivery_price: '2 500' };
    expect(checkCountryForm(values)).toEqual({});
    expect(countryVariables(values, null)).toEqual({ id: null, name: 'Austrija', code: 'AT', delivery_price: 2500, free_delivery_over: null, active: true, position: null });
  });

  it('points at a code that is not two letters', () => {
    expect(checkCountryForm({ ...emptyCountryForm(), name: 'A', code: 'AUT', delivery_price: '1' })).toEqual({ code: 'admin.orders.countries.error.code' });
  });
});

describe('calendar month', () => {
  it('reads the month or falls back to today', () => {
    expect(parseCalendarMonth('?month=2026-02')).toBe('2026-02');
    expect(parseCalendarMonth('?month=2026-13', new Date(2026, 10, 20))).toBe('2026-11');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('lays a month out in weeks from Monday', () => {
    expect(monthRange('2028-02')).toEqual({ start_date: '2028-02-01', end_date: '2028-02-29' });
    const weeks = monthWeeks('2026-11');
    // 1 November 2026 is a Sunday: six empty cells first.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.at(-1)!.at(0)).toBe('2026-11-30');
  });
});
