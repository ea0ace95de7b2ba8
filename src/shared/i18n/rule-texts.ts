import { MIN_PASSWORD_LENGTH } from '../constants';
import { VARIANT_LIMITS } from '../rules/product-variants';

/*
 * The text of every rule the API refuses by, [Serbian, English], one export a rule so that an app
 * bundles only the rules it checks itself. The server throws them all (rule-messages.ts,
 * src/server/errors.ts); the storefront and the admin show a rule's text as `rule.<name>`.
 */

export const unauthenticatedAdmin = ['Prijavite se kao administrator.', 'Log in as an administrator.'] as const;
export const unauthenticatedUser = ['Prijavite se da biste nastavili.', 'Log in to continue.'] as const;
export const forbiddenSort = [
  'Sortiranje po pregledima i listi želja je samo za administratore.',
  'Only administrators can sort by views and wishlist adds.',
] as const;
export const wrongCredentials = ['Pogrešan e-mail ili lozinka.', 'Wrong e-mail or password.'] as const;
export const tooManyAttempts = ['Previše pokušaja. Pokušajte ponovo za {seconds} s.', 'Too many attempts. Try again in {seconds} s.'] as const;
export const userBanned = ['Ovaj nalog je blokiran.', 'This account is banned.'] as const;
export const emailTaken = ['Nalog sa ovom e-mail adresom već postoji.', 'An account with this e-mail already exists.'] as const;
export const passwordTooShort = [
  `Lozinka mora imati najmanje ${MIN_PASSWORD_LENGTH} znakova.`,
  `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
] as const;
export const invalidEmail = ['E-mail adresa nije ispravna.', 'The e-mail address is not valid.'] as const;
export const invalidEmailList = [
  'Unesite jednu ili više ispravnih e-mail adresa odvojenih zarezom.',
  'Enter one or more valid e-mail addresses separated by commas.',
] as const;
export const invalidToken = ['Link je istekao ili je već iskorišćen.', 'The link has expired or has already been used.'] as const;
export const required = ['Polje „{field}“ je obavezno.', 'The field "{field}" is required.'] as const;
export const notFound = ['Traženi zapis ne postoji.', 'The requested record does not exist.'] as const;
export const slugTaken = ['Ovaj slug je već zauzet.', 'This slug is already taken.'] as const;
export const codeTaken = ['Ovaj kod je već zauzet.', 'This code is already taken.'] as const;
export const categoryTooDeep = ['Kategorije mogu imati najviše tri nivoa.', 'Categories can be at most three levels deep.'] as const;
export const categoryHasChildren = ['Kategorija ima podkategorije.', 'The category has subcategories.'] as const;
export const categoryCycle = [
  'Kategorija ne može biti premeštena u samu sebe ili u svoju podkategoriju.',
  'A category cannot be moved into itself or into one of its subcategories.',
] as const;
export const invalidCampaignCode = [
  'Kod može sadržati samo slova, cifre, crticu (-) i donju crtu (_).',
  'The code may contain only letters, digits, hyphens (-) and underscores (_).',
] as const;
export const invalidPrice = ['Cena mora biti pozitivan broj.', 'The price must be a positive number.'] as const;
export const discountNotBelowPrice = [
  'Akcijska cena mora biti veća od nule i niža od redovne cene.',
  'The action price must be above zero and below the regular price.',
] as const;
export const priceRangeReversed = [
  'Najniža cena ne može biti veća od najviše cene.',
  'The lowest price cannot be above the highest price.',
] as const;
export const invalidStock = ['Stanje mora biti ceo broj, 0 ili veći.', 'The stock must be a whole number, 0 or more.'] as const;
export const stockPerVariant = [
  'Stanje ovog proizvoda se vodi po varijantama (veličina, boja…); ovde je zbir njihovih stanja.',
  "This product's stock is kept per variant (size, colour…); here it is their sum.",
] as const;
// A product's options and variants (src/shared/rules/product-variants.ts).
export const variantLimits = [
  `Proizvod može imati najviše ${VARIANT_LIMITS.options} opcije, ${VARIANT_LIMITS.values} vrednosti jedne opcije i ${VARIANT_LIMITS.variants} varijanti.`,
  `A product can have at most ${VARIANT_LIMITS.options} options, ${VARIANT_LIMITS.values} values of one option and ${VARIANT_LIMITS.variants} variants.`,
] as const;
export const serbianNameRequired = ['Upišite naziv na srpskom.', 'Write the name in Serbian.'] as const;
export const optionValueTwice = ['Ova vrednost već postoji u opciji.', 'This value is already in the option.'] as const;
export const swatchRequired = ['Izaberite boju u obliku #RRGGBB.', 'Choose a colour as #RRGGBB.'] as const;
export const variantRequired = ['Dodajte bar jednu varijantu.', 'Add at least one variant.'] as const;
export const oneVariantWithoutOptions = [
  'Proizvod bez opcija se prodaje kao tačno jedna varijanta.',
  'A product without options is sold as exactly one variant.',
] as const;
export const variantValuesIncomplete = [
  'Svaka opcija mora imati vrednosti, a svaka varijanta po jednu vrednost svake opcije.',
  'Every option needs values, and every variant one value of each option.',
] as const;
export const variantCombinationTwice = ['Dve varijante imaju iste vrednosti opcija.', 'Two variants have the same option values.'] as const;
export const codeRequired = ['Upišite kod.', 'Write the code.'] as const;
export const invalidDateRange = [
  'Početak prikazivanja mora biti pre kraja prikazivanja.',
  'The start of the display window must be before its end.',
] as const;
export const pageLocked = ['Ova stranica je zaključana i ne može se obrisati.', 'This page is locked and cannot be deleted.'] as const;
export const pageSlugLocked = ['Slug zaključane stranice se ne može menjati.', 'The slug of a locked page cannot be changed.'] as const;
export const pageTooDeep = ['Stranice mogu imati samo jedan nivo podstranica.', 'Pages can have only one level of subpages.'] as const;
export const invalidExchangeRate = ['Kurs evra mora biti pozitivan broj.', 'The euro exchange rate must be a positive number.'] as const;
export const invalidVideo = [
  'YouTube link nije ispravan: nije pronađen ID videa od 11 znakova.',
  'The YouTube link is not valid: no 11-character video id was found.',
] as const;
export const invalidQuantity = ['Količina mora biti od 1 do {max}.', 'The quantity must be from 1 to {max}.'] as const;
export const outOfStock = ['Proizvoda „{name}“ nema dovoljno na stanju.', 'There is not enough of "{name}" in stock.'] as const;
export const productUnavailable = ['Proizvod više nije dostupan.', 'The product is no longer available.'] as const;
export const variantUnavailable = ['Izabrana varijanta proizvoda više nije dostupna.', 'The chosen variant of the product is no longer available.'] as const;
export const emptyCart = ['Korpa je prazna.', 'The cart is empty.'] as const;
export const tooLong = ['Vrednost može imati najviše {max} znakova.', 'The value can have at most {max} characters.'] as const;
export const textTooLong = ['Polje „{field}“ može imati najviše {max} znakova.', 'The field "{field}" can have at most {max} characters.'] as const;
export const forbiddenCharacter = ['Polje „{field}“ sadrži nedozvoljen znak.', 'The field "{field}" contains a character that is not allowed.'] as const;
export const numberOutOfRange = ['Polje „{field}“ mora biti broj od {min} do {max}.', 'The field "{field}" must be a number from {min} to {max}.'] as const;
export const invalidId = ['Polje „{field}“ ne sadrži ispravan identifikator.', 'The field "{field}" does not hold a valid id.'] as const;
export const invalidLink = [
  'Polje „{field}“: adresa mora početi sa https://, http://, mailto:, tel: ili / (stranica prodavnice) i ne sme imati razmake.',
  'The field "{field}": the address must start with https://, http://, mailto:, tel: or / (a page of the shop) and contain no spaces.',
] as const;
export const invalidDate = ['Polje „{field}“ ne sadrži ispravan datum.', 'The field "{field}" does not hold a valid date.'] as const;
export const malformedRequest = ['Zahtev nije ispravan: „{part}“ nije u očekivanom obliku.', 'The request is not valid: "{part}" is not in the expected form.'] as const;
export const requestTooLarge = ['Zahtev je veći od {max} MB.', 'The request is larger than {max} MB.'] as const;
export const unexpected = ['Došlo je do greške na serveru. Pokušajte ponovo malo kasnije.', 'Something went wrong on the server. Please try again a little later.'] as const;
export const checkoutKeyUsed = ['Ova porudžbina je već poslata sa drugom e-adresom. Osvežite stranicu i pokušajte ponovo.', 'This checkout was already sent with another e-mail. Reload the page and try again.'] as const;
export const promoInvalid = ['Promo kod ne postoji.', 'The promo code does not exist.'] as const;
export const promoExpired = ['Promo kod je istekao.', 'The promo code has expired.'] as const;
export const promoUsedUp = ['Promo kod je već iskorišćen.', 'The promo code has already been used.'] as const;
export const discountRange = ['Popust mora biti od 1 do 100%.', 'The discount must be from 1 to 100%.'] as const;
export const minOrderTotal = ['Najmanji iznos porudžbine je {amount}.', 'The smallest order total is {amount}.'] as const;
export const orderTooLarge = ['Iznos porudžbine je prevelik: podelite je na više porudžbina.', 'The order total is too large: split it into several orders.'] as const;
export const uploadRequired = ['Izaberite fajl i bucket.', 'Choose a file and a bucket.'] as const;
export const uploadType = ['Ova vrsta fajla nije dozvoljena.', 'This type of file is not allowed.'] as const;
export const uploadSize = ['Fajl je veći od {max} MB.', 'The file is larger than {max} MB.'] as const;
export const svgTooComplex = [
  'Ovaj SVG je previše složen za obradu; sačuvajte ga kao PNG ili WebP.',
  'This SVG is too complex to process; save it as PNG or WebP.',
] as const;
export const filesInUse = ['Ništa nije obrisano, fajlovi se koriste: {uses}.', 'Nothing was deleted, the files are in use: {uses}.'] as const;
export const andMore = ['i još {count}', 'and {count} more'] as const;
export const invalidStatsPeriod = [
  'Izaberite ispravan period: datumi u obliku GGGG-MM-DD, početak ne posle kraja, najviše {max} dana.',
  'Choose a valid period: dates as YYYY-MM-DD, the start not after the end, at most {max} days.',
] as const;
export const invalidPagePath = ['Putanja stranice mora počinjati kosom crtom (/).', 'A page path must start with a slash (/).'] as const;
export const liveTooFast = ['Previše poruka kanala uživo odjednom; pokušajte ponovo za trenutak.', 'Too many live-channel messages at once; try again in a moment.'] as const;
export const lastAdministrator = ['Poslednji administrator se ne može obrisati.', 'The last administrator cannot be deleted.'] as const;
export const deleteSelf = ['Ne možete obrisati sopstveni nalog.', 'You cannot delete your own account.'] as const;
export const wrongCurrentPassword = ['Trenutna lozinka nije tačna.', 'The current password is not correct.'] as const;
export const invalidValue = ['Vrednost polja „{field}“ nije ispravna.', 'The value of "{field}" is not valid.'] as const;
export const invalidBankAccount = [
  'Unesite račun u obliku 160-0000000123456-54, sa ispravnim kontrolnim brojem.',
  'Enter the account as 160-0000000123456-54, with the right control digits.',
] as const;
export const countryUnavailable = ['Ne isporučujemo u izabranu državu.', 'We do not deliver to the chosen country.'] as const;
export const countryInUse = ['Državu koriste porudžbine, pa se ne može obrisati.', 'Orders use this country, so it cannot be deleted.'] as const;
export const paymentMethodUnavailable = ['Izabrani način plaćanja nije dostupan.', 'The chosen payment method is not available.'] as const;
// Card payments (issue 28).
export const cardGatewayMissing = [
  'Plaćanje karticom traži banku za kartice na serveru (PAYMENT_GATEWAY).',
  'Card payment needs a card gateway on the server (PAYMENT_GATEWAY).',
] as const;
export const cardPaymentClosed = [
  'Ova porudžbina više ne čeka plaćanje karticom.',
  'This order is no longer waiting for a card payment.',
] as const;
export const cardAttemptsUsedUp = [
  'Iskorišćeni su svi pokušaji plaćanja karticom; izaberite drugi način plaćanja.',
  'Every try to pay by card has been used; choose another payment method.',
] as const;
export const cardPaymentNotReversible = [
  'Ova porudžbina nema odobreno plaćanje karticom koje se može poništiti ili vratiti.',
  'This order has no approved card payment to void or refund.',
] as const;
export const cardGatewayRefused = ['Banka je odbila zahtev: {message}', 'The bank refused: {message}'] as const;
export const cardGatewayUnreachable = [
  'Banka se ne javlja; ništa nije promenjeno. Pokušajte ponovo za nekoliko minuta.',
  'The bank does not answer; nothing was changed. Try again in a few minutes.',
] as const;
export const cyrillicSpellingTaken = ['Za ovaj tekst već postoji ćirilica.', 'This text already has its Cyrillic spelling.'] as const;
// The production API surface (src/server/graphql/plugins/schema-disclosure.ts, trusted-documents.ts).
export const introspectionDisabled = ['Pregled šeme API-ja je isključen na ovom serveru.', 'Schema introspection is turned off on this server.'] as const;
export const untrustedOperation = [
  'Ovaj server prima samo upite aplikacije prodavnice.',
  "This server accepts only the operations of the shop's own app.",
] as const;
export const persistedQueryMismatch = [
  'Poslati sha256Hash upita nije sažetak poslatog teksta upita.',
  "The persisted query's sha256Hash is not the hash of the query text sent with it.",
] as const;
export const searchSynonymTerms = [
  'Grupa sinonima ima od {min} do {max} različitih reči, svaka kao jedna reč (bez razmaka).',
  'A synonym group has {min} to {max} different words, each a single word (no spaces).',
] as const;
// The catalogue import (src/server/modules/catalog-import): the file, then each row's cells.
export const importFileType = ['Fajl nije CSV tekst u UTF-8 kodiranju.', 'The file is not CSV text in UTF-8.'] as const;
export const importCsvSyntax = [
  'Red {line} nije ispravan CSV (na primer navodnik bez para).',
  'Line {line} is not valid CSV (for example a quote without its pair).',
] as const;
export const importEmpty = ['Fajl nema nijedan red proizvoda.', 'The file has no product rows.'] as const;
export const importTooManyRows = ['Fajl ima više od {max} redova proizvoda.', 'The file has more than {max} product rows.'] as const;
export const importTooManyColumns = ['Zaglavlje ima više od {max} kolona.', 'The header has more than {max} columns.'] as const;
export const importColumnRequired = ['Zaglavlje fajla nema kolonu „{column}“.', 'The file’s header has no column "{column}".'] as const;
export const importUnknownColumn = ['Nepoznata kolona „{column}“ u zaglavlju.', 'Unknown column "{column}" in the header.'] as const;
export const importDuplicateColumn = ['Kolona „{column}“ se u zaglavlju javlja dvaput.', 'The column "{column}" appears twice in the header.'] as const;
export const importRunning = ['Drugi uvoz je u toku; sačekajte da se završi.', 'Another import is running; wait until it finishes.'] as const;
export const importStarted = ['Ovaj uvoz je već pokrenut.', 'This import has already been started.'] as const;
export const importImageName = ['Naziv slike „{name}“ nije ispravan.', 'The image name "{name}" is not valid.'] as const;
export const importTooManyImages = ['Uvoz može imati najviše {max} slika.', 'An import can have at most {max} images.'] as const;
export const importImagesTooLarge = ['Slike jednog uvoza mogu imati najviše {max} GB.', 'The images of one import can have at most {max} GB.'] as const;
export const importNotNumber = ['„{value}“ nije broj (na primer 1299.90).', '"{value}" is not a number (for example 1299.90).'] as const;
export const importInvalidFlag = ['„{value}“ nije ni 1 ni 0 (da ili ne).', '"{value}" is neither 1 nor 0 (yes or no).'] as const;
export const importUnknownBrand = ['Brend „{value}“ ne postoji.', 'There is no brand "{value}".'] as const;
export const importUnknownCategory = [
  'Kategorija „{value}“ ne postoji: nema „{missing}“ na tom mestu.',
  'There is no category "{value}": "{missing}" is not found there.',
] as const;
export const importUnknownGroup = ['Grupa „{value}“ ne postoji.', 'There is no group "{value}".'] as const;
export const importUnknownFilter = ['Grupa „{group}“ nema filter „{filter}“.', 'The group "{group}" has no filter "{filter}".'] as const;
export const importSpecWithoutGroup = [
  'Specifikacija „{filter}“ traži grupu proizvoda (kolona group).',
  'The specification "{filter}" needs the product’s group (column group).',
] as const;
export const importImageMissing = [
  'Slika „{value}“ nije među otpremljenim slikama ni među sačuvanim fajlovima.',
  'The image "{value}" is neither among the uploaded images nor among the stored files.',
] as const;
export const importTooManyValues = ['Najviše {max} vrednosti, odvojenih znakom |.', 'At most {max} values, separated by |.'] as const;
export const importDuplicateCode = ['Kod „{value}“ se već javlja u redu {line}.', 'The code "{value}" already appears on line {line}.'] as const;
export const importColumnCount = ['Red ima {count} kolona, a zaglavlje {expected}.', 'The row has {count} columns, the header {expected}.'] as const;
// … and the rows of products sold in variants (a product's row, then one row per variant).
export const importOptionColumns = [
  'Kolona „{column}“ nema para: kolone option_sr: i option_en: idu u parovima, istim redom.',
  'The column "{column}" has no pair: option_sr: and option_en: columns come in pairs, in the same order.',
] as const;
export const importUnknownProduct = ['Proizvod „{value}“ ne postoji i fajl nema njegov red.', 'There is no product "{value}" and the file has no row of it.'] as const;
export const importVariantOfOther = ['Kod „{value}“ je varijanta proizvoda „{product}“.', 'The code "{value}" is a variant of the product "{product}".'] as const;
export const importVariantCell = [
  'Kolona „{column}“ pripada redu proizvoda, ne redu varijante.',
  'The column "{column}" belongs on the product’s row, not on a variant’s row.',
] as const;
export const importVariantNeedsOptions = [
  'Red varijante daje vrednosti opcija (kolone option_sr: i option_en:).',
  'A variant’s row gives option values (option_sr: and option_en: columns).',
] as const;
export const importOptionMissing = ['Varijanta „{code}“ nema vrednost opcije „{option}“.', 'The variant "{code}" has no value of the option "{option}".'] as const;
export const importSameVariant = [
  'Proizvod „{product}“ već ima varijantu {values} ({code}).',
  'The product "{product}" already has the variant {values} ({code}).',
] as const;
export const importPerVariant = [
  'Proizvod „{product}“ ima varijante: kolona „{column}“ se piše u njihove redove.',
  'The product "{product}" has variants: the column "{column}" is written on their rows.',
] as const;
export const importTooManyOptions = ['Proizvod može imati najviše {max} opcija.', 'A product can have at most {max} options.'] as const;
export const importTooManyVariants = ['Proizvod može imati najviše {max} varijanti.', 'A product can have at most {max} variants.'] as const;
export const importProductNotWritten = [
  'Proizvod „{product}“ se ne upisuje: red {line} ima grešku.',
  'The product "{product}" is not written: line {line} has an error.',
] as const;
export const brandImageType = ['Dozvoljene su samo slike {types}.', 'Only {types} images are allowed.'] as const;
export const brandImageSize = ['Slika je veća od {max} KB.', 'The image is larger than {max} KB.'] as const;
export const brandImageSquare = ['Ikonica mora biti kvadratna (iste širine i visine).', 'The icon must be square (as wide as it is high).'] as const;
