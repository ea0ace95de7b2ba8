/**
 * Examples of operations/orders.graphql: the order settings, delivery countries and promo codes.
 */
import { expect } from 'vitest';
import { dateFromToday } from '../../../fixtures/clock';
import type { OperationExamples } from './types';
import { BANK_ACCOUNT, countryIdByCode } from './support/orders';

export const examples: OperationExamples = {
  GetOrderSettings: {
    check: (data, lang) => {
      const settings = data.orderSettings;
      expect(settings.delivery_days).toBe(3);
      // The mock and the real server run the test bank (PAYMENT_GATEWAY=test), so the demo's card is offered.
      expect(settings.payment_methods).toEqual(['CASH_ON_DELIVERY', 'BANK_TRANSFER', 'CARD']);
      expect(settings.card_hold_minutes).toBe(30);
      expect(settings.bank_account).toBe(BANK_ACCOUNT);
      expect(settings.exchange_rate_eur).toBeGreaterThan(100);
      expect(settings.min_order_total).toBeCloseTo(lang === 1 ? 500 / settings.exchange_rate_eur : 500, 2);
      expect(settings.checkout_note).toMatch(lang === 1 ? /shipped the same day/ : /šaljemo istog dana/);
    },
  },
  GetAdminOrderSettings: {
    as: 'admin',
    check: (data, lang) => {
      expect(data.orderSettings.min_order_total_rsd).toBe(500);
      expect(data.orderSettings.min_order_total).toBeCloseTo(lang === 1 ? 500 / data.orderSettings.exchange_rate_eur : 500, 2);
    },
  },
  GetOrderCountries: {
    check: (data, lang) => {
      const countries = data.orderCountries;
      expect(countries.map((country: { code: string }) => country.code)).toEqual(['RS', 'ME', 'BA', 'HR']);
      expect(countries.every((country: { active: boolean }) => country.active)).toBe(true);
      const serbia = countries[0];
      expect(serbia.name).toBe(lang === 1 ? 'Serbia' : 'Srbija');
      expect(serbia.delivery_price).toBeCloseTo(lang === 1 ? 350 / 117.2 : 350, 2);
      expect(serbia.free_delivery_over).toBeCloseTo(lang === 1 ? 5000 / 117.2 : 5000, 2);
    },
  },
  GetAdminOrderCountries: {
    as: 'admin',
    check: (data) => {
      const countries = data.orderCountries;
      expect(countries.length).toBeGreaterThanOrEqual(5);
      const slovenia = countries.find((country: { code: string }) => country.code === 'SI');
      expect(slovenia).toMatchObject({ active: false, names: ['Slovenija', 'Slovenia'] });
      const serbia = countries.find((country: { code: string }) => country.code === 'RS');
      // The admin's form reads and writes RSD whatever the language of the screen.
      expect(serbia).toMatchObject({ delivery_price_rsd: 350, free_delivery_over_rsd: 5000 });
      expect(countries.find((country: { code: string }) => country.code === 'BA').names).toEqual([
        'Bosna i Hercegovina',
        'Bosnia and Herzegovina',
      ]);
    },
  },
  UpdateOrderSettings: {
    as: 'admin',
    // The seeded values again, with the checkout note written in the request's language.
    variables: (ctx) => ({
      min_order_total: 500,
      delivery_days: 3,
      payment_methods: ['CASH_ON_DELIVERY', 'BANK_TRANSFER'],
      bank_account: BANK_ACCOUNT,
      checkout_note:
        ctx.lang === 1
          ? 'Orders placed on a working day by 2 pm are shipped the same day.'
          : 'Porudžbine primljene radnim danom do 14 časova šaljemo istog dana.',
      exchange_rate_eur: 117.2,
    }),
    check: (data, lang) => {
      const settings = data.updateOrderSettings;
      expect(settings.delivery_days).toBe(3);
      expect(settings.exchange_rate_eur).toBe(117.2);
      expect(settings.checkout_note).toMatch(lang === 1 ? /^Orders placed/ : /^Porudžbine primljene/);
    },
  },
  UpsertOrderCountry: {
    as: 'admin',
    // Serbian run: creates North Macedonia; English run: translates its name.
    variables: async (ctx) => ({
      id: await countryIdByCode(ctx, 'MK'),
      name: ctx.lang === 1 ? 'North Macedonia' : 'Severna Makedonija',
      code: 'MK',
      delivery_price: 1600,
      free_delivery_over: 20000,
      active: true,
    }),
    check: (data, lang) => {
      const country = data.upsertOrderCountry;
      expect(country.code).toBe('MK');
      expect(country.name).toBe(lang === 1 ? 'North Macedonia' : 'Severna Makedonija');
      expect(country.names[0]).toBe('Severna Makedonija');
      expect(country.delivery_price).toBeCloseTo(lang === 1 ? 1600 / 117.2 : 1600, 2);
    },
  },
  DeleteOrderCountry: {
    as: 'admin',
    // Deletes a country this example adds first (no order uses it).
    variables: async (ctx) => {
      const made = await ctx.query('UpsertOrderCountry', {
        name: ctx.lang === 1 ? 'Greece' : 'Albanija',
        code: ctx.lang === 1 ? 'GR' : 'AL',
        delivery_price: 2400,
        active: false,
      });
      return { id: made.upsertOrderCountry.id };
    },
    check: (data) => expect(data.deleteOrderCountry).toEqual({ success: true, error: null }),
  },
  GetPromoCodes: {
    as: 'admin',
    variables: { page: 1, first: 5 },
    check: (data) => {
      const { data: codes, paginatorInfo } = data.promoCodes;
      expect(codes).toHaveLength(5);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(8);
      for (const code of codes) {
        expect(code.code).toMatch(/^[A-Z0-9_-]+$/);
        expect(code.discount).toBeGreaterThanOrEqual(1);
        expect(code.discount).toBeLessThanOrEqual(100);
        expect(code.used).toBeLessThanOrEqual(code.usage_count);
      }
    },
  },
  UpsertPromoCode: {
    as: 'admin',
    variables: async (ctx) => {
      const code = ctx.lang === 1 ? 'AUTUMN15' : 'JESEN15';
      const found = await ctx.query('GetPromoCodes', { search: code });
      return {
        id: found.promoCodes.data.find((promo: { code: string }) => promo.code === code)?.id,
        code,
        discount: 15,
        usage_count: 50,
        expires_at: `${dateFromToday(30)}T22:59:59.000Z`,
        active: true,
      };
    },
    check: (data, lang) => {
      expect(data.upsertPromoCode).toMatchObject({
        code: lang === 1 ? 'AUTUMN15' : 'JESEN15',
        discount: 15,
        usage_count: 50,
        used: 0,
        active: true,
        expires_at: `${dateFromToday(30)}T22:59:59.000Z`,
      });
    },
  },
  DeletePromoCode: {
    as: 'admin',
    variables: async (ctx) => {
      const made = await ctx.query('UpsertPromoCode', { code: `NOVOGODISNJI-${ctx.lang}`, discount: 10 });
      return { id: made.upsertPromoCode.id };
    },
    check: (data) => expect(data.deletePromoCode).toEqual({ success: true, error: null }),
  },
};
