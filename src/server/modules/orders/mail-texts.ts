/** The order e-mails' words, [Serbian, English]; the storefront's order page uses the same ones. */
import { ORDER_STATUS, type OrderStatus } from '../../../shared/constants';
import type { Translated } from '../../../shared/i18n/translated';
import { mailWords } from '../../mail';
import type { PaymentMethodName } from './tables';

const ORDER_MAIL_TEXTS = {
  orderCode: ['Kod porudžbine', 'Order code'],
  placedAt: ['Poručeno', 'Placed'],
  status: ['Status', 'Status'],
  payment: ['Način plaćanja', 'Payment method'],
  items: ['Stavke', 'Items'],
  productCode: ['Šifra', 'Code'],
  subtotal: ['Iznos proizvoda', 'Products'],
  discount: ['Popust', 'Discount'],
  promoCode: ['Promo kod {code}', 'Promo code {code}'],
  delivery: ['Dostava', 'Delivery'],
  deliveryFree: ['Besplatna', 'Free'],
  total: ['Ukupno za plaćanje', 'Total to pay'],
  deliveryAddress: ['Adresa za isporuku', 'Delivery address'],
  customer: ['Kupac', 'Customer'],
  company: ['Firma', 'Company'],
  vatNumber: ['PIB', 'Tax number (PIB)'],
  note: ['Napomena kupca', "Customer's note"],
  bankTransfer: [
    'Uplatite {amount} na račun {account}, sa kodom porudžbine {code} kao pozivom na broj.',
    'Please pay {amount} to the account {account}, with the order code {code} as the reference.',
  ],
  follow: ['Pratite porudžbinu', 'Follow your order'],
  placedHeading: ['Hvala na porudžbini!', 'Thank you for your order!'],
  placedIntro: ['Porudžbinu smo primili. Javićemo vam kada se njen status promeni.', 'We have received your order. We will let you know when its status changes.'],
  placedPreview: ['Porudžbina {code} je primljena, ukupno {total}.', 'Order {code} received, {total} in total.'],
  shopHeading: ['Nova porudžbina {code}', 'New order {code}'],
  shopPreview: ['{name} je poručio/la za {total}.', '{name} ordered for {total}.'],
  shopOpen: ['Otvorite porudžbinu u administraciji', 'Open the order in the admin'],
  statusHeading: ['Porudžbina {code}: {status}', 'Order {code}: {status}'],
  statusIntro: ['Status vaše porudžbine je sada: {status}.', 'Your order is now {status}.'],
  statusNote: ['Napomena prodavnice', 'Note from the shop'],
} satisfies Record<string, Translated>;

/** Each status's name as a sentence uses it (spec §4): "u obradi", "in process". */
export const STATUS_LABELS: Record<OrderStatus, Translated> = {
  [ORDER_STATUS.IN_PROCESS]: ['u obradi', 'in process'],
  [ORDER_STATUS.RECEIVED]: ['primljena', 'received'],
  [ORDER_STATUS.SENT]: ['poslata', 'sent'],
  [ORDER_STATUS.DELIVERED]: ['isporučena', 'delivered'],
  [ORDER_STATUS.CANCELLED]: ['otkazana', 'cancelled'],
  [ORDER_STATUS.COMPLAINT]: ['reklamacija', 'complaint'],
};

export const PAYMENT_LABELS: Record<PaymentMethodName, Translated> = {
  CASH_ON_DELIVERY: ['Plaćanje pouzećem', 'Cash on delivery'],
  BANK_TRANSFER: ['Uplata na račun', 'Bank transfer'],
  CARD: ['Platnom karticom', 'By card'],
};

/** An order mail's text in a language, its {placeholders} filled. */
export const orderMailText = mailWords(ORDER_MAIL_TEXTS);
