/** Input checks of the users and orders modules, with the form fields' names in both languages. */
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { isEmail } from '../../shared/rules/email';
import { userError, type MessageKey } from '../errors';
import type { Translated } from './translate';

/** The label of each argument a message can name, so "Polje „Ime“ je obavezno" reads like the form. */
const LABELS: Record<string, Translated> = {
  name: ['Ime', 'First name'],
  lastname: ['Prezime', 'Last name'],
  email: ['E-mail', 'E-mail'],
  phone: ['Telefon', 'Phone'],
  address: ['Adresa', 'Address'],
  city: ['Grad', 'City'],
  zip: ['Poštanski broj', 'Postal code'],
  country_id: ['Država', 'Country'],
  company: ['Firma', 'Company'],
  vat_number: ['PIB', 'Tax number (PIB)'],
  password: ['Lozinka', 'Password'],
  current_password: ['Trenutna lozinka', 'Current password'],
  token: ['Link iz e-maila', 'E-mail link'],
  idempotency_key: ['Ključ porudžbine', 'Checkout key'],
  code: ['Kod', 'Code'],
  discount: ['Popust', 'Discount'],
  usage_count: ['Broj korišćenja', 'Usage count'],
  expires_at: ['Važi do', 'Expires'],
  delivery_price: ['Cena dostave', 'Delivery price'],
  free_delivery_over: ['Besplatna dostava od', 'Free delivery from'],
  position: ['Redosled', 'Position'],
  min_order_total: ['Najmanji iznos porudžbine', 'Minimum order total'],
  delivery_days: ['Rok isporuke', 'Delivery days'],
  payment_methods: ['Načini plaćanja', 'Payment methods'],
  bank_account: ['Broj računa', 'Bank account'],
  exchange_rate_eur: ['Kurs evra', 'Euro exchange rate'],
  delivery_date: ['Datum isporuke', 'Delivery date'],
  start_date: ['Od datuma', 'From date'],
  end_date: ['Do datuma', 'To date'],
};

/** A refusal about one argument, naming it in the message by its form label. */
export function fieldError(lang: number, key: MessageKey, field: string, params: Record<string, string | number> = {}) {
  const label = LABELS[field]?.[lang === 1 ? 1 : 0] ?? field;
  return userError(lang, key, { field, params: { field: label, ...params } });
}

/** The trimmed text of a required argument; refuses an empty one with `required`. */
export function requiredText(lang: number, field: string, value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) throw fieldError(lang, 'required', field);
  return text;
}

/** The trimmed text of an optional argument, null when empty. */
export function optionalText(value: string | null | undefined): string | null {
  return value?.trim() || null;
}


/** A required, valid e-mail address, trimmed and lower case. */
export function requiredEmail(lang: number, value: string | null | undefined, field = 'email'): string {
  const email = requiredText(lang, field, value).toLowerCase();
  if (!isEmail(email)) throw userError(lang, 'invalidEmail', { field });
  return email;
}

/** A new password: at least MIN_PASSWORD_LENGTH characters. */
export function checkNewPassword(lang: number, password: string, field = 'password'): string {
  if (password.length < MIN_PASSWORD_LENGTH) throw userError(lang, 'passwordTooShort', { field });
  return password;
}

/** A calendar date as YYYY-MM-DD that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
