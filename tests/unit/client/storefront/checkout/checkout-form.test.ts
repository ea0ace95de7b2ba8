import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ERROR,
  EMPTY_CHECKOUT,
  createOrderVariables,
  prefillCheckout,
  validateCheckout,
  type CheckoutValues,
} from '../../../../../src/client/storefront/checkout/checkout-form';

const filled: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  name: ' Ana ',
  lastname: 'Jović',
  email: 'ana@primer.rs',
  phone: '064 123 456',
  address: 'Knez Mihailova 1',
  city: 'Beograd',
  zip: '11000',
  country_id: '1',
  payment_method: 'CASH_ON_DELIVERY',
};

describe('validateCheckout', () => {
  it('asks for every field marked with an asterisk and nothing else', () => {
    expect(validateCheckout(EMPTY_CHECKOUT)).toEqual({
      name: CHECKOUT_ERROR.required,
      lastname: CHECKOUT_ERROR.required,
      email: CHECKOUT_ERROR.required,
      phone: CHECKOUT_ERROR.required,
      address: CHECKOUT_ERROR.required,
      city: CHECKOUT_ERROR.required,
      zip: CHECKOUT_ERROR.required,
      country_id: CHECKOUT_ERROR.required,
      payment_method: CHECKOUT_ERROR.required,
    });
  });

  it('counts a field of spaces as empty', () => {
    expect(validateCheckout({ ...filled, city: '   ' })).toEqual({ city: CHECKOUT_ERROR.required });
  });

  it('accepts a complete form', () => {
    expect(validateCheckout(filled)).toEqual({});
  });

  it('refuses a malformed e-mail, a short phone and a tax number that is not nine digits', () => {
    expect(validateCheckout({ ...filled, email: 'ana@primer', phone: '06-12', vat_number: '12345' })).toEqual({
      email: CHECKOUT_ERROR.email,
      phone: CHECKOUT_ERROR.phone,
      vat_number: CHECKOUT_ERROR.vatNumber,
    });
    expect(validateCheckout({ ...filled, vat_number: '109876543' })).toEqual({});
  });
});

describe('createOrderVariables', () => {
  it('trims the texts, sends empty optional fields as null and carries the key and the accepted code', () => {
    const variables = createOrderVariables({ ...filled, company: '  ', note: ' Zvoniti dva puta ' }, [{ product_id: '2', quantity: 3 }], 'key-1', 'DOBRODOSLI10');
    expect(variables).toEqual({
      idempotency_key: 'key-1',
      items: [{ product_id: '2', quantity: 3 }],
      name: 'Ana',
      lastname: 'Jović',
      email: 'ana@primer.rs',
      phone: '064 123 456',
      address: 'Knez Mihailova 1',
      city: 'Beograd',
      zip: '11000',
      country_id: '1',
      payment_method: 'CASH_ON_DELIVERY',
      company: null,
      vat_number: null,
      note: 'Zvoniti dva puta',
      promo_code: 'DOBRODOSLI10',
    });
  });
});

describe('prefillCheckout', () => {
  it('fills only empty fields, so nothing typed is overwritten', () => {
    const next = prefillCheckout({ ...EMPTY_CHECKOUT, name: 'Ana' }, { name: 'Marko', email: 'marko@izlog.rs', phone: null });
    expect(next).toMatchObject({ name: 'Ana', email: 'marko@izlog.rs', phone: '' });
  });
});
