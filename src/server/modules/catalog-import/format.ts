/**
 * The import's CSV format, which the export writes too: a header of column names, then one product
 * a row, and after the row of a product sold in variants one row per variant (its code, its
 * product's code, its option values, prices, stock, active state and image). A column left out of
 * the file leaves that field of existing products as it is.
 */

/** The columns other than specifications and options, in the order the export writes them. */
export const PRODUCT_COLUMNS = [
  'code',
  'product',
  'name_sr',
  'name_en',
  'slug_sr',
  'slug_en',
  'description_sr',
  'description_en',
  'price',
  'discount_price',
  'stock',
  'active',
  'brand',
  'categories',
  'group',
  'image',
  'gallery',
] as const;

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** What a variant's row fills; its product's row holds the rest. */
export const VARIANT_COLUMNS: readonly ProductColumn[] = ['code', 'product', 'price', 'discount_price', 'stock', 'active', 'image'];

/** A specification column names its filter after the prefix of its language: spec_sr:Boja, spec_en:Boja. */
export const SPEC_PREFIXES = ['spec_sr:', 'spec_en:'] as const;

/** An option column names the option in its language: option_sr:Veličina, option_en:Size (the n-th of each a pair). */
export const OPTION_PREFIXES = ['option_sr:', 'option_en:'] as const;

/** Between the values of a list cell (categories, gallery). */
export const LIST_SEPARATOR = '|';
/** Between the levels of a category path: Telefoni i tableti > Mobilni telefoni. */
export const PATH_SEPARATOR = '>';

/** A specification column: the filter's name as written and the language of its values (0 Serbian, 1 English). */
export interface SpecColumn {
  index: number;
  column: string;
  filter: string;
  lang: 0 | 1;
}

/** One option's pair of columns: its name per language as the header writes it ('' without that column), where its values are. */
export interface OptionColumn {
  names: [string, string];
  indexes: [number | undefined, number | undefined];
  /** The column a problem names: the Serbian one, else the English one. */
  column: string;
}

/** Where each column of a file's header is. */
export interface Header {
  columns: string[];
  product: Partial<Record<ProductColumn, number>>;
  specs: SpecColumn[];
  options: OptionColumn[];
}

export type HeaderProblem = { key: 'importColumnRequired' | 'importUnknownColumn' | 'importDuplicateColumn' | 'importOptionColumns'; column: string };

/** An option column as the header has it: where, as written, and the option's name. */
type NamedColumn = { index: number; column: string; name: string };

/**
 * The option columns paired: the n-th option_sr column with the n-th option_en one (the export writes
 * each pair side by side). A file may name options in one language only; in both, the pairs must be whole.
 */
function pairOptions(found: [NamedColumn[], NamedColumn[]]): OptionColumn[] | HeaderProblem {
  const [sr, en] = found;
  if (sr.length > 0 && en.length > 0 && sr.length !== en.length) {
    return { key: 'importOptionColumns', column: (sr.length > en.length ? sr[en.length] : en[sr.length])!.column };
  }
  return Array.from({ length: Math.max(sr.length, en.length) }, (_, rank) => ({
    names: [sr[rank]?.name ?? '', en[rank]?.name ?? ''],
    indexes: [sr[rank]?.index, en[rank]?.index],
    column: (sr[rank] ?? en[rank])!.column,
  }));
}

/** The header's columns, or what is wrong with it: code is required, every name must be known and appear once. */
export function readHeader(cells: readonly string[]): Header | HeaderProblem {
  const header: Header = { columns: cells.map((cell) => cell.trim()), product: {}, specs: [], options: [] };
  const seen = new Set<string>();
  const options: [NamedColumn[], NamedColumn[]] = [[], []];
  for (const [index, column] of header.columns.entries()) {
    const key = column.toLowerCase();
    const lang = SPEC_PREFIXES.findIndex((prefix) => key.startsWith(prefix));
    const optionLang = OPTION_PREFIXES.findIndex((prefix) => key.startsWith(prefix));
    // Option names are compared as names are (Veličina and veličina are one option).
    const seenAs = optionLang >= 0 ? OPTION_PREFIXES[optionLang] + nameKey(column.slice(OPTION_PREFIXES[optionLang]!.length)) : key;
    if (seen.has(seenAs)) return { key: 'importDuplicateColumn', column };
    seen.add(seenAs);
    if (lang >= 0 && column.length > SPEC_PREFIXES[lang]!.length) {
      header.specs.push({ index, column, filter: column.slice(SPEC_PREFIXES[lang]!.length).trim(), lang: lang as 0 | 1 });
    } else if (optionLang >= 0 && column.length > OPTION_PREFIXES[optionLang]!.length) {
      options[optionLang as 0 | 1].push({ index, column, name: column.slice(OPTION_PREFIXES[optionLang]!.length).trim() });
    } else if ((PRODUCT_COLUMNS as readonly string[]).includes(key)) {
      header.product[key as ProductColumn] = index;
    } else {
      return { key: 'importUnknownColumn', column };
    }
  }
  if (header.product.code === undefined) return { key: 'importColumnRequired', column: 'code' };
  const paired = pairOptions(options);
  if ('key' in paired) return paired;
  header.options = paired;
  return header;
}

/** The values of a list cell: split at |, trimmed, empty ones left out. */
export function splitList(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The levels of a category path. */
export function splitPath(path: string): string[] {
  return path.split(PATH_SEPARATOR).map((level) => level.trim());
}

/** How names are compared: case aside and runs of spaces as one (diacritics count). */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sr-Latn');
}
