import { MIN_PASSWORD_LENGTH } from '../constants';

/**
 * The text of every rule the API refuses by, in both languages (index 0 Serbian, 1 English): the
 * server throws these (src/server/errors.ts), and the storefront and the admin show the same
 * words when they check a rule before sending (as `rule.<key>`, see shared-dictionaries.ts).
 */
export const ruleMessages = {
  unauthenticatedAdmin: ['Prijavite se kao administrator.', 'Log in as an administrator.'],
  unauthenticatedUser: ['Prijavite se da biste nastavili.', 'Log in to continue.'],
  forbiddenSort: [
    'Sortiranje po pregledima i listi želja je samo za administratore.',
    'Only administrators can sort by views and wishlist adds.',
  ],
  wrongCredentials: ['Pogrešan e-mail ili lozinka.', 'Wrong e-mail or password.'],
  tooManyAttempts: ['Previše pokušaja. Pokušajte ponovo za {seconds} s.', 'Too many attempts. Try again in {seconds} s.'],
  userBanned: ['Ovaj nalog je blokiran.', 'This account is banned.'],
  emailTaken: ['Nalog sa ovom e-mail adresom već postoji.', 'An account with this e-mail already exists.'],
  passwordTooShort: [
    `Lozinka mora imati najmanje ${MIN_PASSWORD_LENGTH} znakova.`,
    `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
  ],
  invalidEmail: ['E-mail adresa nije ispravna.', 'The e-mail address is not valid.'],
  invalidEmailList: [
    'Unesite jednu ili više ispravnih e-mail adresa odvojenih zarezom.',
    'Enter one or more valid e-mail addresses separated by commas.',
  ],
  invalidToken: ['Link je istekao ili je već iskorišćen.', 'The link has expired or has already been used.'],
  required: ['Polje „{field}“ je obavezno.', 'The field "{field}" is required.'],
  notFound: ['Traženi zapis ne postoji.', 'The requested record does not exist.'],
  slugTaken: ['Ovaj slug je već zauzet.', 'This slug is already taken.'],
  codeTaken: ['Ovaj kod je već zauzet.', 'This code is already taken.'],
  categoryTooDeep: ['Kategorije mogu imati najviše tri nivoa.', 'Categories can be at most three levels deep.'],
  categoryHasChildren: ['Kategorija ima podkategorije.', 'The category has subcategories.'],
  categoryCycle: [
    'Kategorija ne može biti premeštena u samu sebe ili u svoju podkategoriju.',
    'A category cannot be moved into itself or into one of its subcategories.',
  ],
  invalidCampaignCode: [
    'Kod može sadržati samo slova, cifre, crticu (-) i donju crtu (_).',
    'The code may contain only letters, digits, hyphens (-) and underscores (_).',
  ],
  invalidPrice: ['Cena mora biti pozitivan broj.', 'The price must be a positive number.'],
  discountNotBelowPrice: [
    'Akcijska cena mora biti veća od nule i niža od redovne cene.',
    'The action price must be above zero and below the regular price.',
  ],
  invalidStock: ['Stanje mora biti ceo broj, 0 ili veći.', 'The stock must be a whole number, 0 or more.'],
  invalidDateRange: [
    'Početak prikazivanja mora biti pre kraja prikazivanja.',
    'The start of the display window must be before its end.',
  ],
  pageLocked: ['Ova stranica je zaključana i ne može se obrisati.', 'This page is locked and cannot be deleted.'],
  pageSlugLocked: ['Slug zaključane stranice se ne može menjati.', 'The slug of a locked page cannot be changed.'],
  pageTooDeep: ['Stranice mogu imati samo jedan nivo podstranica.', 'Pages can have only one level of subpages.'],
  invalidExchangeRate: ['Kurs evra mora biti pozitivan broj.', 'The euro exchange rate must be a positive number.'],
  invalidVideo: [
    'YouTube link nije ispravan: nije pronađen ID videa od 11 znakova.',
    'The YouTube link is not valid: no 11-character video id was found.',
  ],
  invalidQuantity: ['Količina mora biti od 1 do {max}.', 'The quantity must be from 1 to {max}.'],
  outOfStock: ['Proizvoda „{name}“ nema dovoljno na stanju.', 'There is not enough of "{name}" in stock.'],
  productUnavailable: ['Proizvod više nije dostupan.', 'The product is no longer available.'],
  emptyCart: ['Korpa je prazna.', 'The cart is empty.'],
  tooLong: ['Vrednost može imati najviše {max} znakova.', 'The value can have at most {max} characters.'],
  textTooLong: ['Polje „{field}“ može imati najviše {max} znakova.', 'The field "{field}" can have at most {max} characters.'],
  forbiddenCharacter: ['Polje „{field}“ sadrži nedozvoljen znak.', 'The field "{field}" contains a character that is not allowed.'],
  numberOutOfRange: ['Polje „{field}“ mora biti broj od {min} do {max}.', 'The field "{field}" must be a number from {min} to {max}.'],
  invalidId: ['Polje „{field}“ ne sadrži ispravan identifikator.', 'The field "{field}" does not hold a valid id.'],
  invalidDate: ['Polje „{field}“ ne sadrži ispravan datum.', 'The field "{field}" does not hold a valid date.'],
  requestTooLarge: ['Zahtev je veći od {max} MB.', 'The request is larger than {max} MB.'],
  unexpected: ['Došlo je do greške na serveru. Pokušajte ponovo malo kasnije.', 'Something went wrong on the server. Please try again a little later.'],
  checkoutKeyUsed: ['Ova porudžbina je već poslata sa drugom e-adresom. Osvežite stranicu i pokušajte ponovo.', 'This checkout was already sent with another e-mail. Reload the page and try again.'],
  promoInvalid: ['Promo kod ne postoji.', 'The promo code does not exist.'],
  promoExpired: ['Promo kod je istekao.', 'The promo code has expired.'],
  promoUsedUp: ['Promo kod je već iskorišćen.', 'The promo code has already been used.'],
  discountRange: ['Popust mora biti od 1 do 100%.', 'The discount must be from 1 to 100%.'],
  minOrderTotal: ['Najmanji iznos porudžbine je {amount}.', 'The smallest order total is {amount}.'],
  orderTooLarge: ['Iznos porudžbine je prevelik: podelite je na više porudžbina.', 'The order total is too large: split it into several orders.'],
  uploadRequired: ['Izaberite fajl i bucket.', 'Choose a file and a bucket.'],
  uploadType: ['Ova vrsta fajla nije dozvoljena.', 'This type of file is not allowed.'],
  uploadSize: ['Fajl je veći od {max} MB.', 'The file is larger than {max} MB.'],
  svgTooComplex: [
    'Ovaj SVG je previše složen za obradu; sačuvajte ga kao PNG ili WebP.',
    'This SVG is too complex to process; save it as PNG or WebP.',
  ],
  filesInUse: ['Ništa nije obrisano, fajlovi se koriste: {uses}.', 'Nothing was deleted, the files are in use: {uses}.'],
  andMore: ['i još {count}', 'and {count} more'],
  invalidStatsPeriod: [
    'Izaberite ispravan period: datumi u obliku GGGG-MM-DD, početak ne posle kraja, najviše {max} dana.',
    'Choose a valid period: dates as YYYY-MM-DD, the start not after the end, at most {max} days.',
  ],
  invalidPagePath: ['Putanja stranice mora počinjati kosom crtom (/).', 'A page path must start with a slash (/).'],
  liveTooFast: ['Previše poruka kanala uživo odjednom; pokušajte ponovo za trenutak.', 'Too many live-channel messages at once; try again in a moment.'],
  lastAdministrator: ['Poslednji administrator se ne može obrisati.', 'The last administrator cannot be deleted.'],
  deleteSelf: ['Ne možete obrisati sopstveni nalog.', 'You cannot delete your own account.'],
  wrongCurrentPassword: ['Trenutna lozinka nije tačna.', 'The current password is not correct.'],
  invalidValue: ['Vrednost polja „{field}“ nije ispravna.', 'The value of "{field}" is not valid.'],
  countryUnavailable: ['Ne isporučujemo u izabranu državu.', 'We do not deliver to the chosen country.'],
  countryInUse: ['Državu koriste porudžbine, pa se ne može obrisati.', 'Orders use this country, so it cannot be deleted.'],
  paymentMethodUnavailable: ['Izabrani način plaćanja nije dostupan.', 'The chosen payment method is not available.'],
  // The production API surface (http/schema-disclosure.ts, http/trusted-documents.ts).
  introspectionDisabled: ['Pregled šeme API-ja je isključen na ovom serveru.', 'Schema introspection is turned off on this server.'],
  untrustedOperation: [
    'Ovaj server prima samo upite aplikacije prodavnice.',
    "This server accepts only the operations of the shop's own app.",
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof ruleMessages;
