/** Mail texts by language, [Serbian, English], and the words every mail shares. */
import { formatDateTime } from '../../shared/i18n/dates';
import { fillPlaceholders, type MessageParams } from '../../shared/i18n/translate-with';
import type { Translated } from '../../shared/i18n/translated';
import type { MailShop } from './content';

/** A lookup of a module's mail texts: the text of `key` in a language, its {placeholders} filled. */
export function mailWords<Key extends string>(texts: Readonly<Record<Key, Translated>>) {
  return (key: Key, lang: number, params: MessageParams = {}): string => fillPlaceholders(texts[key][lang === 1 ? 1 : 0], params);
}

/** A moment as every mail writes it: the shop's one format of the language, on the shop's clock (src/shared/i18n/dates.ts). */
export function mailDateTime(instant: Date | string, lang: number): string {
  return formatDateTime(instant, lang === 1 ? 1 : 0);
}

/** The words of the frame every mail shares. */
export const mailText = mailWords({
  linkFallback: ['Ako dugme ne radi, otvorite ovaj link:', 'If the button does not work, open this link:'],
  phone: ['Telefon', 'Phone'],
  email: ['E-mail', 'E-mail'],
});

/** The shop's contacts, one a line, in the footer of both parts. */
export function shopContacts(shop: MailShop, lang: number): string[] {
  return [
    shop.address,
    shop.phone && `${mailText('phone', lang)}: ${shop.phone}`,
    shop.email && `${mailText('email', lang)}: ${shop.email}`,
    shop.hours,
  ].filter((line): line is string => Boolean(line));
}
