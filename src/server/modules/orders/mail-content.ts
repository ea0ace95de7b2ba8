/** What the order e-mails say (src/server/mail draws their HTML and text parts): built from the stored order. */
import type { OrderStatus } from '../../../shared/constants';
import { formatMoney } from '../../../shared/catalog/price';
import { mailDateTime, type MailBlock, type MailContent, type MailFact } from '../../mail';
import { orderMailText as say, PAYMENT_LABELS, STATUS_LABELS } from './mail-texts';
import type { OrderItemRow, OrderRow } from './tables';
import { withVariantName } from '../../../shared/rules/catalog';
import type { TransferPayment } from './payment-qr';
import { TRANSFER_QR_TEXTS, transferFacts } from '../../../shared/orders/transfer-texts';
import { awaitsTransfer } from '../../../shared/orders/awaits-transfer';

/** An order with what its mails show beside it. */
export interface OrderMailData {
  order: OrderRow;
  items: readonly OrderItemRow[];
  countryName: string;
  /** The shop's account for bank transfers; null when none is set. */
  bankAccount: string | null;
  /** How to pay by transfer with the IPS QR code, while the order waits for it (payment-qr.ts). */
  transfer: TransferPayment | null;
  /** The status page with the order's key, which opens it without the e-mail. */
  statusLink: string;
}

const langOf = (order: OrderRow) => (order.lang === 1 ? 1 : 0);
const money = (order: OrderRow, amount: number) => formatMoney(Number(amount), order.currency);

/** A status's name in a sentence: "primljena", "received". */
export function statusLabel(order: OrderRow): string {
  return STATUS_LABELS[order.status as OrderStatus]?.[langOf(order)] ?? String(order.status);
}

/** The lines and amounts, as the storefront's order page shows them (OrderDetails, OrderAmounts). */
function linesBlock({ order, items }: OrderMailData): MailBlock {
  const lang = langOf(order);
  const amounts = [{ label: say('subtotal', lang), value: money(order, order.subtotal) }];
  if (Number(order.discount) > 0) {
    const label = order.promo_code ? say('promoCode', lang, { code: order.promo_code }) : say('discount', lang);
    amounts.push({ label, value: `-${money(order, order.discount)}` });
  }
  amounts.push({ label: say('delivery', lang), value: Number(order.delivery_price) > 0 ? money(order, order.delivery_price) : say('deliveryFree', lang) });
  return {
    kind: 'lines',
    title: say('items', lang),
    lines: items.map((item) => ({
      name: withVariantName(item.name, item.variant_name),
      detail: `${say('productCode', lang)}: ${item.code}`,
      quantity: item.quantity,
      unitPrice: money(order, item.price),
      total: money(order, item.total),
    })),
    amounts: [...amounts, { label: say('total', lang), value: money(order, order.total), strong: true }],
  };
}

function addressBlock({ order, countryName }: OrderMailData, title: 'deliveryAddress' | 'customer'): MailBlock {
  const lines = [
    `${order.customer_name} ${order.customer_lastname}`,
    order.address,
    `${order.zip} ${order.city}`,
    countryName,
    order.customer_phone,
    order.customer_email,
  ];
  return { kind: 'address', title: say(title, langOf(order)), lines };
}

function factsBlock({ order }: OrderMailData, ...more: MailFact[]): MailBlock {
  const lang = langOf(order);
  const facts: MailFact[] = [{ label: say('orderCode', lang), value: order.code }, { label: say('placedAt', lang), value: mailDateTime(order.created_at, lang) }, ...more];
  facts.push({ label: say('payment', lang), value: PAYMENT_LABELS[order.payment_method][lang] });
  if (order.customer_company) facts.push({ label: say('company', lang), value: order.customer_company });
  if (order.customer_vat_number) facts.push({ label: say('vatNumber', lang), value: order.customer_vat_number });
  return { kind: 'facts', facts };
}

const noteBlock = (order: OrderRow): MailBlock[] => (order.note ? [{ kind: 'quote', title: say('note', langOf(order)), text: order.note }] : []);

const followButton = (data: OrderMailData): MailBlock => ({ kind: 'button', label: say('follow', langOf(data.order)), href: data.statusLink });

/** The IPS QR code to pay by, with the same data written out, as the order page shows it (TransferQr). */
function transferBlock(order: OrderRow, transfer: TransferPayment): MailBlock {
  const lang = langOf(order);
  return {
    kind: 'qr',
    title: TRANSFER_QR_TEXTS.title[lang],
    text: transfer.text,
    alt: TRANSFER_QR_TEXTS.alt[lang],
    caption: TRANSFER_QR_TEXTS.scan[lang],
    facts: transferFacts(transfer, lang),
  };
}

/** The customer's confirmation of a new order. */
export function placedMail(data: OrderMailData): MailContent {
  const { order, bankAccount } = data;
  const lang = langOf(order);
  const total = money(order, order.total);
  const awaitingPayment = bankAccount && awaitsTransfer(order);
  return {
    lang,
    preview: say('placedPreview', lang, { code: order.code, total }),
    heading: say('placedHeading', lang),
    blocks: [
      { kind: 'paragraph', text: say('placedIntro', lang) },
      factsBlock(data),
      ...(data.transfer ? [transferBlock(order, data.transfer)] : awaitingPayment ? [{ kind: 'paragraph', text: say('bankTransfer', lang, { amount: total, account: bankAccount, code: order.code }) } as const] : []),
      followButton(data),
      linesBlock(data),
      addressBlock(data, 'deliveryAddress'),
      ...noteBlock(order),
    ],
  };
}

/** The shop's notice of a new order, in the order's language, with a link to it in the admin. */
export function shopMail(data: OrderMailData, adminLink: string): MailContent {
  const { order } = data;
  const lang = langOf(order);
  return {
    lang,
    preview: say('shopPreview', lang, { name: `${order.customer_name} ${order.customer_lastname}`, total: money(order, order.total) }),
    heading: say('shopHeading', lang, { code: order.code }),
    blocks: [factsBlock(data), linesBlock(data), addressBlock(data, 'customer'), ...noteBlock(order), { kind: 'button', label: say('shopOpen', lang), href: adminLink }],
  };
}

/** The customer's notice of a new status, with the shop's note on it. */
export function statusMail(data: OrderMailData, note: string | null): MailContent {
  const { order } = data;
  const lang = langOf(order);
  const status = statusLabel(order);
  const named = status.charAt(0).toUpperCase() + status.slice(1);
  return {
    lang,
    preview: say('statusIntro', lang, { status }),
    heading: say('statusHeading', lang, { code: order.code, status }),
    blocks: [
      { kind: 'paragraph', text: say('statusIntro', lang, { status }) },
      ...(note ? [{ kind: 'quote', title: say('statusNote', lang), text: note } as const] : []),
      factsBlock(data, { label: say('status', lang), value: named }),
      followButton(data),
      linesBlock(data),
    ],
  };
}
