/**
 * The checkout's checks of who is buying, on the mock and the real server, in the same order:
 * required name, last name, e-mail, phone, address, city, postal code and country; a valid e-mail,
 * a phone of at least six digits, and a tax number (PIB) of nine digits when one is given.
 */
import { userError } from '../errors';
import { fieldError, isEmail, optionalText, requiredText } from '../users/validate';

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

/** createOrder's arguments, on the mock and the real server. */
export interface OrderArgs<PaymentMethod extends string = string> extends BuyerArgs {
  idempotency_key: string;
  items: { product_id: string; quantity: number }[];
  payment_method: PaymentMethod;
  company?: string | null;
  note?: string | null;
  promo_code?: string | null;
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
  if (phone.replace(/\D/g, '').length < 6) throw fieldError(lang, 'invalidValue', 'phone');
  const vatNumber = optionalText(args.vat_number);
  if (vatNumber && !/^\d{9}$/.test(vatNumber)) throw fieldError(lang, 'invalidValue', 'vat_number');
  return { name, lastname, email, phone, address, city, zip, countryId, vatNumber };
}

