/**
 * The fixture texts of the orders domain: countries, settings, promo codes, guest customers and
 * the notes written on orders. Kept apart from tables.ts so the seed reads as the rules it follows.
 */
import type { Translated } from '../../src/server/lib/translate';

/** Ids of the seeded delivery countries; the users seed points shoppers at them. */
export const COUNTRY_ID = { RS: 1, ME: 2, BA: 3, HR: 4, SI: 5 } as const;

/** [id, names, ISO code, delivery price RSD, free delivery from RSD, active]. */
export const COUNTRIES: [number, Translated, string, number, number | null, boolean][] = [
  [COUNTRY_ID.RS, ['Srbija', 'Serbia'], 'RS', 350, 5000, true],
  [COUNTRY_ID.ME, ['Crna Gora', 'Montenegro'], 'ME', 1200, 20000, true],
  [COUNTRY_ID.BA, ['Bosna i Hercegovina', 'Bosnia and Herzegovina'], 'BA', 1400, 25000, true],
  [COUNTRY_ID.HR, ['Hrvatska', 'Croatia'], 'HR', 1800, null, true],
  [COUNTRY_ID.SI, ['Slovenija', 'Slovenia'], 'SI', 2100, null, false],
];

export const CHECKOUT_NOTES: Translated = [
  'Porudžbine primljene radnim danom do 14 časova šaljemo istog dana. Uz svaku porudžbinu dobijate fiskalni račun i garantni list.',
  'Orders placed on a working day by 2 pm are shipped the same day. Every order comes with a fiscal receipt and a warranty card.',
];

export const BANK_ACCOUNT = '160-0000000123456-78';

/** [code, discount %, usage count, used, expires (days from today; null never), active, created days ago]. */
export const PROMO_CODES: [string, number, number, number, number | null, boolean, number][] = [
  ['DOBRODOSLI10', 10, 1, 0, null, true, 300],
  ['LETO2026', 12, 200, 87, -81, true, 170],
  ['VERNIKUPAC5', 5, 50, 50, null, true, 120],
  ['IZLOG-PARTNER', 8, 1000, 12, null, false, 95],
  ['ZIMA2026', 15, 100, 23, 100, true, 55],
  ['NEDELJA15', 15, 30, 4, 3, true, 6],
  ['KOMSIJA7', 7, 1, 0, null, true, 4],
  ['BLACKFRIDAY', 20, 500, 0, 8, true, 2],
];

/** A customer who ordered without an account: name, lastname, e-mail, phone, address, city, zip, country. */
export type GuestCustomer = [string, string, string, string, string, string, string, number];

export const GUESTS: GuestCustomer[] = [
  ['Vesna', 'Milenković', 'vesna.milenkovic@gmail.com', '+381 64 220 3391', 'Njegoševa 52', 'Beograd', '11000', COUNTRY_ID.RS],
  ['Zoran', 'Jakovljević', 'zoran.jakovljevic@yahoo.com', '+381 63 771 2045', 'Trg slobode 7', 'Novi Sad', '21000', COUNTRY_ID.RS],
  ['Dragana', 'Stevanović', 'dragana.stevanovic@gmail.com', '+381 65 118 9034', 'Vojvode Mišića 23', 'Loznica', '15300', COUNTRY_ID.RS],
  ['Predrag', 'Antić', 'predrag.antic@mts.rs', '+381 62 904 5518', 'Cara Lazara 14', 'Kruševac', '37000', COUNTRY_ID.RS],
  ['Snežana', 'Bogdanović', 'snezana.bogdanovic@gmail.com', '+381 60 312 7780', 'Dositejeva 9', 'Čačak', '32000', COUNTRY_ID.RS],
  ['Ljubiša', 'Cvetković', 'ljubisa.cvetkovic@eunet.rs', '+381 64 558 0127', 'Bulevar Zorana Đinđića 144', 'Novi Beograd', '11070', COUNTRY_ID.RS],
  ['Branka', 'Marić', 'branka.maric@gmail.com', '+385 91 456 7821', 'Ilica 45', 'Zagreb', '10000', COUNTRY_ID.HR],
  ['Emir', 'Hodžić', 'emir.hodzic@gmail.com', '+387 61 223 904', 'Ferhadija 12', 'Sarajevo', '71000', COUNTRY_ID.BA],
  ['Radovan', 'Vukčević', 'radovan.vukcevic@t-com.me', '+382 69 330 118', 'Njegoševa 18', 'Nikšić', '81400', COUNTRY_ID.ME],
  ['Olivera', 'Ćirić', 'olivera.ciric@gmail.com', '+381 63 640 2297', 'Kralja Milana 31', 'Kragujevac', '34000', COUNTRY_ID.RS],
  ['Milan', 'Tomić', 'milan.tomic@outlook.com', '+381 66 905 4410', 'Stevana Sremca 6', 'Niš', '18000', COUNTRY_ID.RS],
  ['Gordana', 'Mladenović', 'gordana.mladenovic@gmail.com', '+381 64 177 6602', 'Železnička 40', 'Inđija', '22320', COUNTRY_ID.RS],
];

/** Companies that order with their tax number (PIB). */
export const COMPANIES: [company: string, vatNumber: string][] = [
  ['Tehno Plus d.o.o.', '109876543'],
  ['Kafeterija Dunav d.o.o.', '106554321'],
];

/** Customers' notes to the shop, in Serbian and English. */
export const CUSTOMER_NOTES: Translated[] = [
  ['Molim vas pozovite 30 minuta pre isporuke.', 'Please call 30 minutes before delivery.'],
  ['Isporuka posle 17 časova, radim do 16.', 'Please deliver after 5 pm, I work until 4.'],
  ['Ako nisam kod kuće, ostavite paket kod komšije na prvom spratu.', 'If I am not at home, leave the parcel with the neighbour on the first floor.'],
  ['Poklon je, molim vas bez računa u paketu.', 'It is a gift, please leave the receipt out of the parcel.'],
  ['Interfon ne radi, pozovite na telefon.', 'The intercom is broken, please phone me.'],
];

/** The shop's notes on status changes, by status number; {tracking} is the courier's number. */
export const STATUS_NOTES: Partial<Record<number, Translated[]>> = {
  2: [
    ['Porudžbina je potvrđena i priprema se za slanje.', 'Your order is confirmed and being prepared for shipping.'],
    ['Uplata je proknjižena, porudžbina se pakuje.', 'Your payment has arrived; the order is being packed.'],
  ],
  3: [['Pošiljka je predata kurirskoj službi, broj za praćenje {tracking}.', 'Handed to the courier, tracking number {tracking}.']],
  5: [
    ['Kupac je otkazao porudžbinu telefonom.', 'The customer cancelled the order by phone.'],
    ['Otkazano: uplata nije stigla u roku od 5 dana.', 'Cancelled: the payment did not arrive within 5 days.'],
  ],
  6: [
    ['Kupac je prijavio oštećenu ambalažu; zamena je poslata.', 'The customer reported damaged packaging; a replacement has been sent.'],
    ['Reklamacija: uređaj se ne uključuje, preuzet je na servis.', 'Complaint: the device does not switch on; it was collected for repair.'],
  ],
};
