/**
 * The import's CSV format, which the export writes too: a header of column names, then one product
 * a row. A column left out of the file leaves that field of existing products as it is.
 */

/** The product's own columns, in the order the export writes them. */
export const PRODUCT_COLUMNS = [
  'code',
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

/** A specification column names its filter after the prefix of its language: spec_sr:Boja, spec_en:Boja. */
export const SPEC_PREFIXES = ['spec_sr:', 'spec_en:'] as const;

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

/** Where each column of a file's header is. */
export interface Header {
  columns: string[];
  product: Partial<Record<ProductColumn, number>>;
  specs: SpecColumn[];
}

export type HeaderProblem = { key: 'importColumnRequired' | 'importUnknownColumn' | 'importDuplicateColumn'; column: string };

/** The header's columns, or what is wrong with it: code is required, every name must be known and appear once. */
export function readHeader(cells: readonly string[]): Header | HeaderProblem {
  const header: Header = { columns: cells.map((cell) => cell.trim()), product: {}, specs: [] };
  const seen = new Set<string>();
  for (const [index, column] of header.columns.entries()) {
    const key = column.toLowerCase();
    if (seen.has(key)) return { key: 'importDuplicateColumn', column };
    seen.add(key);
    const lang = SPEC_PREFIXES.findIndex((prefix) => key.startsWith(prefix));
    if (lang >= 0 && column.length > SPEC_PREFIXES[lang]!.length) {
      header.specs.push({ index, column, filter: column.slice(SPEC_PREFIXES[lang]!.length).trim(), lang: lang as 0 | 1 });
    } else if ((PRODUCT_COLUMNS as readonly string[]).includes(key)) {
      header.product[key as ProductColumn] = index;
    } else {
      return { key: 'importUnknownColumn', column };
    }
  }
  if (header.product.code === undefined) return { key: 'importColumnRequired', column: 'code' };
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
