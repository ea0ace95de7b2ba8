/**
 * What a mail says, once: the HTML and the plain-text part are both drawn from it (render-html.tsx,
 * render-text.ts), so the two always carry the same content. Every text here is plain text: the
 * HTML renderer escapes it, whoever typed it.
 */
import type { LanguageId } from '../../shared/i18n/languages';
import type { Script } from '../../shared/i18n/scripts';
import type { Spellings } from '../../shared/i18n/cyrillic-spellings';

/** A label and its value: the order code, a status, the payment method. */
export interface MailFact {
  label: string;
  value: string;
}

/** One ordered product: its name, a detail line (its code), units, the unit price and the line's total, formatted. */
export interface MailLine {
  name: string;
  detail: string;
  quantity: number;
  unitPrice: string;
  total: string;
}

/** One row under the lines: products, discount, delivery; `strong` for the total to pay. */
export interface MailAmount {
  label: string;
  value: string;
  strong?: boolean;
}

export type MailBlock =
  /** A paragraph; line breaks in it are kept. */
  | { kind: 'paragraph'; text: string }
  /** The mail's one action, with its address written out under it for clients that hide buttons. */
  | { kind: 'button'; label: string; href: string }
  | { kind: 'facts'; facts: readonly MailFact[] }
  /** The ordered products and the amounts, as the storefront's order page shows them. */
  | { kind: 'lines'; title: string; lines: readonly MailLine[]; amounts: readonly MailAmount[] }
  /** A titled block of lines: a delivery address, the sender of a message. */
  | { kind: 'address'; title: string; lines: readonly string[] }
  /** Someone's own words, set apart: the customer's note, the shop's note on a status, a message. */
  | { kind: 'quote'; title: string; text: string }
  /**
   * A QR code to scan (an order's NBS IPS QR code), drawn from `text` when the mail is written and
   * sent inline with it (QR_CID), beside a caption and the same data as facts for paying by hand.
   */
  | { kind: 'qr'; title: string; text: string; alt: string; caption: string; facts: readonly MailFact[] };

/** The Content-ID of a mail's QR picture: its HTML shows `cid:` this, an inline attachment. */
export const QR_CID = 'ips-qr@izlog';

export interface MailContent {
  lang: LanguageId;
  /** Serbian in Cyrillic: the mail is written in Latin and goes out transliterated (compose.ts). */
  script?: Script;
  /** With it, the shop's own Cyrillic spellings (modules/cyrillic). */
  spellings?: Spellings;
  /** The line a mail program shows beside the subject. */
  preview: string;
  heading: string;
  blocks: readonly MailBlock[];
}

/** The shop as its mails show it: name and logo on top, contacts at the bottom (from the settings). */
export interface MailShop {
  name: string;
  /** The storefront's address in the mail's language, where the logo links. */
  url: string;
  /** A logo mail programs can show (PNG, JPEG or GIF), absolute; null shows the name instead. */
  logo: { src: string; width: number; height: number } | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  hours: string | null;
}
