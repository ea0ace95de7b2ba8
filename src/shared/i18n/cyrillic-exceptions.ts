/**
 * The word lists behind `toCyrillic` (cyrillic.ts): where a Latin digraph is two letters, and
 * which short Latin tokens stay Latin in Cyrillic text. Each list is small and conservative: a
 * missing entry leaves one odd word, but a wrong entry spoils every word that starts like it.
 */

/**
 * Word starts (lower case, Latin) in which the first `nj`, `lj` or `dž` is two sounds, not one:
 * a prefix ending in d before ž (nad-, od-, pod-), or a loanword with n before j (in-jekcija,
 * kon-jugacija). Matched at the start of a word, or after a negating ne- (nekonjugovan). Every
 * word these stems start is such a word; stems that would also start an ordinary Serbian word are
 * left out (not "odž", which starts оџак; not "anjon" inside кањон: it matches word starts only).
 *
 * Drawn from the digraph exceptions of turanjanin's Ćirilizator (github.com/turanjanin/cirilizator,
 * also in his serbian-transliterator), keeping the standard words whose Cyrillic spelling is
 * certain, plus konjektura and the examples (injekcija, nadživeti). Its dj exceptions
 * are not needed: "dj" is never read as ђ here (the shop's texts write đ). None is known for lj:
 * no Serbian prefix ends in l.
 */
export const DIGRAPH_EXCEPTIONS: readonly string[] = [
  // n + j in loanwords
  'injek', // injekcija, injekcioni, injektor → инјекција, инјектор
  'injicir', // injicirati → инјицирати
  'konjug', // konjugacija, konjugovati → конјугација
  'konjunk', // konjunkcija, konjunktura, konjunktivitis → конјункција, конјунктивитис
  'konjektur', // konjektura → конјектура
  'anjon', // anjon, anjonski → анјон (kanjon is not a word start, so it keeps њ)
  'tanjug', // Tanjug, Tanjugov → Танјуг
  'vanjezič', // vanjezički → ванјезички
  // d + ž after a prefix
  'nadživ', // nadživeti, nadživljavati → надживети
  'nadžnje', // nadžnjeti → наджњети
  'odživ', // odživeti, odživljavati → одживети
  'odžali', // odžaliti → оджалити
  'podžanr', // podžanr, podžanrovi → поджанр
  'podžupan', // podžupan → поджупан
  'feldžandarm', // feldžandarm (Feld-gendarm) → фелджандарм
];

/**
 * Unit symbols that stay Latin wherever they stand (SI and computing symbols are international;
 * Serbian technical writing keeps them Latin in Cyrillic text). Case-sensitive: "MB" is a unit,
 * "mb" is not. Symbols with w (kW, Wh) and camel-case ones (mAh, dB) stay Latin by the general
 * rules and need no entry.
 */
export const LATIN_UNITS: ReadonlySet<string> = new Set([
  'mm', 'cm', 'dm', 'km', 'nm', 'mg', 'kg', 'ml', 'dl', 'cl', 'ms', 'ns',
  'Hz', 'MHz', 'GHz', 'Ah', 'mA', 'mV', 'kV', 'lm', 'rpm', 'fps', 'kcal',
  'KB', 'kB', 'MB', 'GB', 'TB', 'PB', 'Mb', 'Gb', 'Mbps', 'Gbps',
]);

/**
 * One-letter unit symbols, Latin only right after a number ("2 m", "1,5 l", "220 V", "24 h",
 * "100 g", "10 A") or a unit and a slash ("km/h"): elsewhere they are Serbian words or initials
 * ("A to je…", "g. Petrović"). "s" (second) is left out: after a number it is as often the
 * preposition.
 */
export const UNITS_AFTER_NUMBER: ReadonlySet<string> = new Set(['m', 'g', 'l', 'V', 'A', 'h']);

/**
 * ALL-CAPS abbreviations that stay Latin even in an ALL-CAPS text ("KABL USB NA USB-C"), where
 * other capitals are read as Serbian words. In mixed-case text a short ALL-CAPS token stays Latin
 * anyway; these are the common ones of a shop's catalogue, plus the currency codes.
 */
export const LATIN_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'USB', 'LED', 'LCD', 'OLED', 'AMOLED', 'HD', 'FHD', 'UHD', 'HDR', 'TV', 'PC', 'SSD', 'HDD', 'RAM',
  'ROM', 'CPU', 'GPU', 'HDMI', 'NFC', 'GPS', 'SIM', 'SMS', 'PDF', 'DVD', 'CD', 'IPS', 'LTE', 'RGB',
  'ANC', 'IP', 'UV', 'IR', 'AC', 'DC', 'ABS', 'RSD', 'EUR', 'USD', 'CHF', 'GBP',
]);

/**
 * Serbian abbreviations, written in Cyrillic in Cyrillic text (ПДВ, ПИБ) although ALL-CAPS and
 * short: "Cene su sa PDV-om" → "Цене су са ПДВ-ом".
 */
export const SERBIAN_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'PDV', 'PIB', 'JMBG', 'PTT', 'DOO', 'AD', 'EU', 'SAD', 'JKP', 'NBS', 'MUP', 'SRPS',
]);

/**
 * Foreign words of Serbian letters that the shop's own texts use and Serbian Cyrillic text keeps
 * Latin; the word stays whole ("e-mailom"). Brands are the catalogue's `keep`, not this list.
 */
export const LATIN_WORD_STARTS: readonly string[] = ['e-mail', 'email'];
