import { isEmail } from '../../../shared/rules/email';

/** What the contact form sends: SendContactMessage's variables, as typed. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', message: '' };

/** Fields the shopper must fill (marked with an asterisk). */
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** A translated message key for each field that is wrong. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;


/** The e-mail field's problem, if any: missing, or not an address. */
export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'form.required';
  if (!isEmail(value)) return 'rule.invalidEmail';
  return undefined;
}

/** Each field's problem; an empty object when the message can be sent. */
export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  for (const field of REQUIRED_CONTACT_FIELDS) {
    if (!values[field].trim()) errors[field] = 'form.required';
  }
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}

/** The variables to send: text trimmed, an empty phone left out. */
export function contactVariables(values: ContactValues): { name: string; email: string; phone: string | null; message: string } {
  const phone = values.phone.trim();
  return { name: values.name.trim(), email: values.email.trim(), phone: phone || null, message: values.message.trim() };
}
