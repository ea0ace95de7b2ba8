/**
 * How the forms label the fields whose values the server may refuse, [Serbian, English]: the
 * server names a field with these words in its refusals ("Polje „Ime“ …"), so a refusal speaks of
 * the field as the form the user filled labels it. A label by argument name holds wherever the
 * forms agree; where one form labels the same argument otherwise (checkout's `name` is "Ime", the
 * blog's "Naslov"), its root field and argument (`createOrder.name`) say so.
 */
export const FIELD_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  name: ['Naziv', 'Name'],
  lastname: ['Prezime', 'Last name'],
  slug: ['Slug', 'Slug'],
  code: ['Kod', 'Code'],
  group_id: ['Grupa', 'Group'],
  filters: ['Filteri', 'Filters'],
  client: ['Klijent', 'Client'],
  field: ['Ključ', 'Key'],
  title: ['Naslov', 'Title'],
  email: ['E-mail', 'E-mail'],
  message: ['Poruka', 'Message'],
  html: ['Tekst', 'Text'],
  text: ['Tekst', 'Text'],
  value: ['Vrednost', 'Value'],
  banner_ids: ['Baneri', 'Banners'],
  product_ids: ['Proizvodi', 'Products'],
  category_ids: ['Kategorije', 'Categories'],
  brand_ids: ['Brendovi', 'Brands'],
  cards: ['Kartice', 'Cards'],
  link: ['Link', 'Link'],
  description: ['Opis', 'Description'],
  summary: ['Kratak opis', 'Summary'],
  page: ['Tekst stranice', 'Page text'],
  password: ['Lozinka', 'Password'],
  current_password: ['Trenutna lozinka', 'Current password'],
  phone: ['Telefon', 'Phone'],
  address: ['Ulica i broj', 'Street and number'],
  city: ['Grad', 'City'],
  zip: ['Poštanski broj', 'Postal code'],
  company: ['Naziv firme', 'Company name'],
  vat_number: ['PIB', 'Tax number (PIB)'],
  note: ['Napomena', 'Note'],
  promo_code: ['Promo kod', 'Promo code'],
  quantity: ['Količina', 'Quantity'],
  price: ['Cena (RSD)', 'Price (RSD)'],
  discount_price: ['Akcijska cena (RSD)', 'Action price (RSD)'],
  stock: ['Stanje (komada)', 'Stock (units)'],
  youtube: ['YouTube link', 'YouTube link'],
  seo_title: ['SEO naslov', 'SEO title'],
  seo_keywords: ['SEO ključne reči', 'SEO keywords'],
  seo_description: ['SEO opis', 'SEO description'],
  active_from: ['Prikazuje se od', 'Shown from'],
  active_to: ['Prikazuje se do', 'Shown until'],
  published_at: ['Objavljeno', 'Published'],
  position: ['Redosled', 'Order'],
  sort: ['Redosled u poziciji', 'Order within the position'],
  discount: ['Popust (%)', 'Discount (%)'],
  usage_count: ['Broj korišćenja', 'Number of uses'],
  expires_at: ['Važi do', 'Valid until'],
  delivery_price: ['Cena dostave', 'Delivery price'],
  free_delivery_over: ['Besplatna dostava preko', 'Free delivery over'],
  delivery_date: ['Datum isporuke', 'Delivery date'],
  delivery_days: ['Rok isporuke (radnih dana)', 'Delivery time (working days)'],
  bank_account: ['Račun za uplate', 'Bank account for transfers'],
  bank_account_name: ['Primalac uplate', 'Payee of transfers'],
  latin: ['Latinicom', 'In Latin'],
  cyrillic: ['Ćirilicom', 'In Cyrillic'],
  card_hold_minutes: ['Čuvanje robe za plaćanje karticom (minuta)', 'Stock held for a card payment (minutes)'],
  payment_status: ['Plaćanje', 'Payment'],
  checkout_note: ['Napomena na kasi', 'Checkout note'],
  min_order_total: ['Najmanji iznos porudžbine (RSD)', 'Smallest order total (RSD)'],
  exchange_rate_eur: ['Kurs evra (RSD za 1 EUR)', 'Euro exchange rate (RSD for 1 EUR)'],
  alt: ['Alt tekst', 'Alt text'],
  alts: ['Alt tekstovi', 'Alt texts'],
  tab: ['Kartica', 'Tab'],
  terms: ['Reči', 'Words'],
  subject: ['Tema', 'Subject'],
  start_date: ['Od datuma', 'From date'],
  end_date: ['Do datuma', 'To date'],
  search: ['Pretraga', 'Search'],
  parent_id: ['Nadređena', 'Parent'],
  specifications: ['Specifikacija', 'Specifications'],
  image_id: ['Slika', 'Image'],
  file: ['Fajl', 'File'],
  posts_count: ['Broj najnovijih objava', 'Number of newest posts'],
  brand_id: ['Brend', 'Brand'],
  country_id: ['Država', 'Country'],
  page_id: ['Stranica', 'Page'],
  product_id: ['Proizvod', 'Product'],
  variant_id: ['Varijanta proizvoda', 'Product variant'],
  filter_id: ['Filter', 'Filter'],
  gallery_ids: ['Galerija', 'Gallery'],
  connected_ids: ['Povezani proizvodi', 'Connected products'],
  items: ['Stavke', 'Items'],
  files: ['Fajlovi', 'Files'],
  token: ['Link iz e-maila', 'E-mail link'],
  idempotency_key: ['Ključ porudžbine', 'Checkout key'],
  payment_methods: ['Načini plaćanja na kasi', 'Payment methods at checkout'],
  payment_method: ['Način plaćanja', 'Payment method'],
};

/** The root field whose labels the users' and orders' own checks use: checkout's, as registration and the profile label their fields alike. */
export const SHOPPER_FORM = 'createOrder';

/** Where a form labels an argument otherwise than FIELD_LABELS, by `rootField.argument`. */
export const FIELD_LABELS_BY_FIELD: Readonly<Record<string, readonly [string, string]>> = {
  'createOrder.name': ['Ime', 'First name'],
  'userRegister.name': ['Ime', 'First name'],
  'updateProfile.name': ['Ime', 'First name'],
  'createAdministrator.name': ['Ime', 'Name'],
  'sendContactMessage.name': ['Ime', 'Name'],
  'sendLiveMessage.name': ['Ime', 'Name'],
  'upsertBlogPost.name': ['Naslov', 'Title'],
  'upsertBanner.title': ['Naslov preko slike', 'Heading over the image'],
  'upsertProduct.code': ['Šifra', 'Code'],
  // The order page's key (the order e-mails' link): the card payment's mutations open the order by it.
  'startCardPayment.key': ['Ključ porudžbine', 'Order key'],
  'changeOrderPaymentMethod.key': ['Ključ porudžbine', 'Order key'],
  // The variant editor's options, their values and the variants' values (saveProductVariants).
  'saveProductVariants.names': ['Naziv', 'Name'],
  'saveProductVariants.swatch': ['Boja', 'Colour'],
  'saveProductVariants.values': ['Vrednosti opcija', 'Option values'],
};

/**
 * The form's label of an argument in `lang` (0 Serbian, 1 English): a path such as
 * `content.cards.0.title` is labelled by its last part; `rootField` (e.g. `createOrder`) picks
 * a form's own label. An argument no form labels keeps its name.
 */
export function fieldLabelOf(lang: number, path: string, rootField?: string): string {
  const key = path.replace(/^.*\./, '');
  const labels = (rootField ? FIELD_LABELS_BY_FIELD[`${rootField}.${key}`] : undefined) ?? FIELD_LABELS[key];
  return labels?.[lang === 1 ? 1 : 0] ?? key;
}
