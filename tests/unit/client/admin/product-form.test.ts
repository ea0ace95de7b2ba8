import { describe, expect, it } from 'vitest';
import {
  checkProductForm,
  emptyProductForm,
  formToVariables,
  parseAmount,
} from '../../../../src/client/admin/products/product-form';
import { fromLocalInput, toLocalInput } from '../../../../src/client/admin/kit/admin-dates';
import { slugify } from '../../../../src/shared/routing/slug';

const filled = { ...emptyProductForm(), code: 'A-1', name: 'Frižider', slug: 'frizider', price: '49 999,90', stock: '3' };

describe('product form', () => {
  it('reads amounts written the Serbian or the English way', () => {
    expect(parseAmount('1 234,50')).toBe(1234.5);
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1234.5')).toBe(1234.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('dvesta')).toBeNaN();
  });

  it('points at required fields, a bad price, an action price not below the price and a bad stock', () => {
    expect(checkProductForm(emptyProductForm())).toMatchObject({ code: 'form.required', name: 'form.required', price: 'form.required' });
    expect(checkProductForm(filled)).toEqual({});
    expect(checkProductForm({ ...filled, price: '0' })).toEqual({ price: 'rule.invalidPrice' });
    expect(checkProductForm({ ...filled, discount_price: '50 000' })).toEqual({ discount_price: 'rule.discountNotBelowPrice' });
    expect(checkProductForm({ ...filled, stock: '1,5' })).toEqual({ stock: 'rule.invalidStock' });
  });

  it('sends the main category first, specifications only for a group, and numbers as numbers', () => {
    const variables = formToVariables(
      {
        ...filled,
        discount_price: '44 999',
        main_category_id: '7',
        other_category_ids: ['9', '7'],
        group_id: '2',
        specifications: { '5': 'Bela', '6': ' ' },
        connected: [{ id: '11', name: 'X', code: 'X' }],
      },
      '1',
    );
    expect(variables).toMatchObject({
      id: '1',
      price: 49999.9,
      discount_price: 44999,
      stock: 3,
      category_ids: ['7', '9'],
      specifications: [{ filter_id: '5', value: 'Bela' }],
      connected_ids: ['11'],
    });
    expect(formToVariables({ ...filled, specifications: { '5': 'Bela' } }, null)).toMatchObject({ specifications: [], category_ids: [] });
  });

  it('keeps moments through the datetime-local field', () => {
    const iso = '2026-03-01T10:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('makes slugs from Serbian names', () => {
    expect(slugify('Punjač Đak 20 W')).toBe('punjac-djak-20-w');
    expect(slugify('  Šporet & Žar! ')).toBe('sporet-zar');
  });
});
