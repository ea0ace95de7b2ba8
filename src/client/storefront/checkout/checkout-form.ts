import type { CreateOrderMutationVariables, PaymentMethod } from '../../../../generated/client/graphql';
import { orderItemsOf, type CartLine } from '../../lib/cart/cart-storage';
import { isPhone, isVatNumber } from '../../../shared/rules/buyer';
import { isEmail } from '../../../shared/rules/email';

/** What the shopper types at checkout: every createOrder argument but the cart, key and promo code. */
export interface CheckoutValues {
  name: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  country_id: string;
  payment_method: PaymentMethod | '';
  company: string;
  vat_number: string;
  note: string;
}

export type CheckoutField = keyof CheckoutValues;

/** Fields marked with an asterisk (spec §5), in the order the form shows them. */
export const REQUIRED_FIELDS: readonly CheckoutField[] = ['name', 'lastname', 'email', 'phone', 'address', 'city', 'zip', 'country_id', 'payment_method'];

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  lastname: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  zip: '',
  country_id: '',
  payment_method: '',
  company: '',
  vat_number: '',
  note: '',
};

/** Message keys of the form's own checks, the same rules the server applies (src/server/orders/buyer.ts). */
export const CHECKOUT_ERROR = {
  required: 'form.required',
  email: 'rule.invalidEmail',
  phone: 'checkout.error.phone',
  vatNumber: 'checkout.error.vatNumber',
} as const;


/** Each invalid field with the message key saying why; empty when the form may be sent. */
export function validateCheckout(values: CheckoutValues): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') errors[field] = CHECKOUT_ERROR.required;
  }
  if (!errors.email && !isEmail(values.email)) errors.email = CHECKOUT_ERROR.email;
  if (!errors.phone && !isPhone(values.phone)) errors.phone = CHECKOUT_ERROR.phone;
  const vatNumber = values.vat_number.trim();
  if (vatNumber !== '' && !isVatNumber(vatNumber)) errors.vat_number = CHECKOUT_ERROR.vatNumber;
  return errors;
}

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** createOrder's variables from a valid form, the cart and the promo code the quote accepted. */
export function createOrderVariables(
  values: CheckoutValues,
  lines: readonly CartLine[],
  idempotencyKey: string,
  promoCode: string | null,
): CreateOrderMutationVariables {
  return {
    idempotency_key: idempotencyKey,
    items: orderItemsOf(lines),
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    zip: values.zip.trim(),
    country_id: values.country_id,
    payment_method: values.payment_method as PaymentMethod,
    company: optional(values.company),
    vat_number: optional(values.vat_number),
    note: optional(values.note),
    promo_code: promoCode,
  };
}

/** A profile's details over the empty fields only, so nothing the shopper typed is overwritten. */
export function prefillCheckout(values: CheckoutValues, profile: Partial<Record<CheckoutField, string | null | undefined>>): CheckoutValues {
  const next = { ...values };
  for (const field of Object.keys(profile) as CheckoutField[]) {
    const value = profile[field];
    if (value && next[field] === '') (next as Record<CheckoutField, string>)[field] = value;
  }
  return next;
}
