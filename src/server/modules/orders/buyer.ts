/**
 * The checkout's checks of who is buying, in this order:
 * required name, last name, e-mail, phone, address, city, postal code and country; a valid e-mail,
 * a phone of at least six digits, and a tax number (PIB) of nine digits when one is given.
 */
import { userError } from '../../errors';
import { isPhone, isVatNumber } from '../../../shared/rules/buyer';
import { isEmail } from '../../../shared/rules/email';
import { fieldError, optionalText, requiredText } from '../../lib/field-input';

/** Who is buying, as createOrder's arguments name it. */
export interface BuyerArgs {
  name: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  country_id: string;
  vat_number?: string | null;
}

/** createOrder's arguments. */
export interface OrderArgs<PaymentMethod extends string = string> extends BuyerArgs {
  idempotency_key: string;
  items: { product_id: string; quantity: number }[];
  payment_method: PaymentMethod;
  company?: string | null;
  note?: string | null;
  promo_code?: string | null;
}

/** A checkout key is random (a UUID has 36 characters); a short one could be guessed or collide. */
export const CHECKOUT_KEY_LENGTH = { MIN: 16, MAX: 128 } as const;

/** The idempotency key of a checkout, checked: required, 16 to 128 characters. */
export function checkCheckoutKey(lang: number, value: string): string {
  const key = requiredText(lang, 'idempotency_key', value);
  if (key.length < CHECKOUT_KEY_LENGTH.MIN || key.length > CHECKOUT_KEY_LENGTH.MAX) throw fieldError(lang, 'invalidValue', 'idempotency_key');
  return key;
}

/**
 * The order an earlier submit of this checkout made, answered again only to the same buyer's
 * e-mail: anyone else sending the key learns nothing about that order.
 */
export function repeatedCheckout<T>(lang: number, earlier: T, earlierEmail: string, email: string): T {
  if (earlierEmail.toLowerCase() !== email.toLowerCase()) throw fieldError(lang, 'checkoutKeyUsed', 'idempotency_key');
  return earlier;
}

/** The buyer checked: texts trimmed, the e-mail lower case, the country as typed, the PIB or null. */
export type Buyer = Omit<BuyerArgs, 'country_id' | 'vat_number'> & { countryId: string; vatNumber: string | null };

export function checkBuyer(lang: number, args: BuyerArgs): Buyer {
  const name = requiredText(lang, 'name', args.name);
  const lastname = requiredText(lang, 'lastname', args.lastname);
  const email = requiredText(lang, 'email', args.email).toLowerCase();
  const phone = requiredText(lang, 'phone', args.phone);
  const address = requiredText(lang, 'address', args.address);
  const city = requiredText(lang, 'city', args.city);
  const zip = requiredText(lang, 'zip', args.zip);
  const countryId = requiredText(lang, 'country_id', args.country_id);
  if (!isEmail(email)) throw userError(lang, 'invalidEmail', { field: 'email' });
  if (!isPhone(phone)) throw fieldError(lang, 'invalidValue', 'phone');
  const vatNumber = optionalText(args.vat_number);
  if (vatNumber && !isVatNumber(vatNumber)) throw fieldError(lang, 'invalidValue', 'vat_number');
  return { name, lastname, email, phone, address, city, zip, countryId, vatNumber };
}

