/**
 * One row of the file read against the catalogue's names and the images: every cell of the columns
 * the file has, checked on its own. What depends on the product as it is (its price for the action
 * price, its group for the specifications) is decided in plan.ts.
 */
import { sanitizeHtml } from '../../lib/sanitize-html';
import { findCategory, type CatalogIndex } from './catalog-index';
import { flagCell, priceCell, problem, stockCell, textCell, type Cell } from './cells';
import { nameKey, splitList, VARIANT_COLUMNS, type Header, type ProductColumn } from './format';
import type { ImageRef, ImageResolver } from './images';
import { IMPORT_LIMITS } from './limits';
import type { FileRow } from './parse';
import type { StoredProblem } from './tables';

/** A text per language, each only when its column is in the file. */
export type Texts = { 0?: string; 1?: string };

/** One specification cell: the filter's name as the header writes it, the language, the value. */
export interface SpecCell {
  column: string;
  filter: string;
  lang: 0 | 1;
  value: string;
}

/** What a row says, by field; a field is undefined when its column is not in the file (or its cell says to keep it). */
export interface RowInput {
  line: number;
  code: string;
  /** A variant's row: its product's code (the product column). */
  product?: string;
  /** Its option values, one per option of the header (only the cells given), when the file has option columns. */
  options: Texts[];
  /** The columns of the product's own fields that the row fills: on a variant's row each is a problem. */
  productCells: string[];
  /** The key of the product the row belongs to (set when the file is read): its rows are checked and written together. */
  unit: string;
  /** The row's name for people: Serbian, else English. */
  label: string;
  problems: StoredProblem[];
  names: Texts;
  slugs: Texts;
  descriptions: Texts;
  price?: number;
  discountPrice?: number | null;
  stock?: number;
  active?: boolean;
  brandId?: number | null;
  /** The group's id; null clears it. */
  groupId?: number | null;
  categories?: number[];
  /** null clears the image. */
  image?: ImageRef;
  gallery?: ImageRef[];
  specs: SpecCell[];
}

export interface RowContext {
  header: Header;
  catalog: CatalogIndex;
  images: ImageResolver;
}

const LANG_COLUMNS = { names: ['name_sr', 'name_en'], slugs: ['slug_sr', 'slug_en'], descriptions: ['description_sr', 'description_en'] } as const;

export function readRow(row: FileRow, { header, catalog, images }: RowContext): RowInput {
  const problems: StoredProblem[] = [];
  const cell = (column: ProductColumn): string | undefined => {
    const index = header.product[column];
    return index === undefined ? undefined : (row.cells[index] ?? '');
  };
  const take = <T>(result: Cell<T>): T | undefined => {
    if ('problem' in result) {
      problems.push(result.problem);
      return undefined;
    }
    return result.value;
  };
  const texts = (field: keyof typeof LANG_COLUMNS, max: number, html = false): Texts => {
    const out: Texts = {};
    LANG_COLUMNS[field].forEach((column, lang) => {
      const value = cell(column);
      if (value === undefined) return;
      const text = take(textCell(column, value, max, html));
      if (text !== undefined) out[lang as 0 | 1] = html ? sanitizeHtml(text) : text;
    });
    return out;
  };

  const code = take(textCell('code', cell('code') ?? '', IMPORT_LIMITS.text)) ?? '';
  if (!code) problems.push(problem('code', 'required', { field: 'code' }).problem);
  const input: RowInput = {
    line: row.line,
    code,
    label: '',
    problems,
    names: texts('names', IMPORT_LIMITS.text),
    slugs: texts('slugs', IMPORT_LIMITS.text),
    descriptions: texts('descriptions', IMPORT_LIMITS.description, true),
    specs: [],
    options: [],
    productCells: [],
    unit: '',
  };
  const product = cell('product');
  if (product !== undefined) input.product = take(textCell('product', product, IMPORT_LIMITS.text)) || undefined;
  for (const option of header.options) {
    const values: Texts = {};
    option.indexes.forEach((index, lang) => {
      if (index === undefined) return;
      const value = take(textCell(header.columns[index]!, row.cells[index] ?? '', IMPORT_LIMITS.text));
      if (value) values[lang as 0 | 1] = value;
    });
    input.options.push(values);
  }
  const filled = (index: number) => (row.cells[index] ?? '').trim() !== '';
  for (const [column, index] of Object.entries(header.product)) {
    if (!VARIANT_COLUMNS.includes(column as ProductColumn) && filled(index)) input.productCells.push(column);
  }
  for (const spec of header.specs) if (filled(spec.index)) input.productCells.push(spec.column);
  input.label = input.names[0] || input.names[1] || '';

  const price = cell('price')?.trim();
  if (price) input.price = take(priceCell('price', price));
  const discount = cell('discount_price');
  if (discount !== undefined) input.discountPrice = discount.trim() ? take(priceCell('discount_price', discount)) : null;
  const stock = cell('stock')?.trim();
  if (stock) input.stock = take(stockCell('stock', stock));
  const active = cell('active')?.trim();
  if (active) input.active = take(flagCell('active', active));

  const brand = cell('brand');
  if (brand !== undefined) {
    const name = take(textCell('brand', brand, IMPORT_LIMITS.text));
    if (name) {
      input.brandId = catalog.brands.get(nameKey(name));
      if (input.brandId === undefined) problems.push(problem('brand', 'importUnknownBrand', { value: name }).problem);
    } else if (name === '') input.brandId = null;
  }
  const group = cell('group');
  if (group !== undefined) {
    const name = take(textCell('group', group, IMPORT_LIMITS.text));
    if (name) {
      input.groupId = catalog.groups.get(nameKey(name))?.id;
      if (input.groupId === undefined) problems.push(problem('group', 'importUnknownGroup', { value: name }).problem);
    } else if (name === '') input.groupId = null;
  }

  const list = (column: 'categories' | 'gallery', max: number): string[] | undefined => {
    const value = cell(column);
    if (value === undefined) return undefined;
    const text = take(textCell(column, value, IMPORT_LIMITS.list));
    if (text === undefined) return undefined;
    const values = splitList(text);
    if (values.length > max) {
      problems.push(problem(column, 'importTooManyValues', { max }).problem);
      return undefined;
    }
    return values;
  };
  const paths = list('categories', IMPORT_LIMITS.categories);
  if (paths) {
    const ids = paths.map((path) => {
      const found = findCategory(catalog, path);
      if ('missing' in found) problems.push(problem('categories', 'importUnknownCategory', { value: path, missing: found.missing }).problem);
      return 'id' in found ? found.id : 0;
    });
    if (ids.every(Boolean)) input.categories = [...new Set(ids)];
  }

  const image = (column: 'image' | 'gallery', name: string): ImageRef | undefined => {
    if ([...name].length > IMPORT_LIMITS.text) {
      problems.push(problem(column, 'textTooLong', { field: column, max: IMPORT_LIMITS.text }).problem);
      return undefined;
    }
    const ref = images.resolve(name);
    if (!ref) problems.push(problem(column, 'importImageMissing', { value: name }).problem);
    return ref ?? undefined;
  };
  const main = cell('image');
  if (main !== undefined) input.image = main.trim() ? image('image', main.trim()) : null;
  const gallery = list('gallery', IMPORT_LIMITS.gallery);
  if (gallery) {
    const refs = gallery.map((name) => image('gallery', name));
    if (refs.every((ref) => ref !== undefined)) input.gallery = refs;
  }

  for (const spec of header.specs) {
    const value = take(textCell(spec.column, row.cells[spec.index] ?? '', IMPORT_LIMITS.text));
    if (value !== undefined) input.specs.push({ column: spec.column, filter: spec.filter, lang: spec.lang, value });
  }
  if (row.cells.length !== header.columns.length) {
    problems.push(problem(header.columns[header.columns.length - 1] ?? 'code', 'importColumnCount', { count: row.cells.length, expected: header.columns.length }).problem);
  }
  return input;
}

/** Every image name the file's rows give, for looking up the stored ones at once. */
export function imageNames(rows: readonly FileRow[], header: Header): string[] {
  const names: string[] = [];
  const main = header.product.image;
  const gallery = header.product.gallery;
  for (const row of rows) {
    if (main !== undefined && row.cells[main]?.trim()) names.push(row.cells[main].trim());
    if (gallery !== undefined) names.push(...splitList(row.cells[gallery] ?? ''));
  }
  return names;
}
