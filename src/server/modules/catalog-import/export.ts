/**
 * The catalogue in the import's format: every product, its categories as paths, its images by their
 * stored names and its group's values as specification columns; after a product sold in variants,
 * one row per variant. Importing it back changes nothing.
 */
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import { loadExportVariants } from './export-variants';
import { LIST_SEPARATOR, OPTION_PREFIXES, PATH_SEPARATOR, PRODUCT_COLUMNS, SPEC_PREFIXES, VARIANT_COLUMNS, type ProductColumn } from './format';

const pick = (texts: readonly string[] | null | undefined) => texts?.[0] || texts?.[1] || '';
const listed = (values: readonly string[]) => values.join(` ${LIST_SEPARATOR} `);
/** A price as the import reads it: a point before the paras, no grouping. */
const money = (value: number | string | null) => (value == null ? '' : String(Number(value)));

/** Products per query of their links. */
const PAGE = 5_000;

/** The CSV text of every product, oldest first, and how many there are. */
export async function exportCatalog(db: Db): Promise<{ csv: string; rows: number }> {
  const [brands, categories, groups, filters, products] = await Promise.all([
    db.selectFrom('brands').select(['id', 'names']).execute(),
    db.selectFrom('categories').select(['id', 'parent_id', 'names']).execute(),
    db.selectFrom('groups').select(['id', 'names']).execute(),
    db.selectFrom('filters').select(['id', 'group_id', 'names']).orderBy('group_id').orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('products')
      .select(['id', 'code', 'names', 'slugs', 'descriptions', 'price', 'discount_price', 'stock', 'active', 'brand_id', 'group_id', 'image_id'])
      .orderBy('id')
      .execute(),
  ]);
  const brandName = new Map(brands.map((brand) => [brand.id, pick(brand.names)]));
  const groupName = new Map(groups.map((group) => [group.id, pick(group.names)]));
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (id: number): string => {
    const levels: string[] = [];
    for (let category = categoryById.get(id); category; category = category.parent_id == null ? undefined : categoryById.get(category.parent_id)) {
      levels.unshift(pick(category.names));
    }
    return levels.join(` ${PATH_SEPARATOR} `);
  };
  // One pair of columns per filter name, as a product's group names them: Boja of phones and of TVs is one column.
  const filterById = new Map(filters.map((filter) => [filter.id, { name: pick(filter.names), groupId: filter.group_id }]));
  const specNames = [...new Set(filters.map((filter) => pick(filter.names)).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'sr'));
  const specColumns = specNames.flatMap((name) => SPEC_PREFIXES.map((prefix) => prefix + name));
  // The product column and the options' only when some product is sold in variants: a shop without them exports as before.
  const variants = await loadExportVariants(db);
  const withVariants = variants.byProduct.size > 0;
  const optionColumns = variants.columns.flatMap((names) => OPTION_PREFIXES.map((prefix, lang) => prefix + names[lang]));
  const [codeColumn, productColumn, ...fieldColumns] = PRODUCT_COLUMNS;
  const header = [codeColumn, ...(withVariants ? [productColumn, ...optionColumns] : []), ...fieldColumns, ...specColumns];
  const noOptions = optionColumns.map(() => '');

  const links = {
    categories: new Map<number, number[]>(),
    gallery: new Map<number, string[]>(),
    specs: new Map<number, Map<string, readonly string[]>>(),
  };
  const fileNames = new Map((await db.selectFrom('storage_files').select(['id', 'name']).execute()).map((file) => [file.id, file.name]));
  const groupOf = new Map(products.map((product) => [product.id, product.group_id]));
  for (let start = 0; start < products.length; start += PAGE) {
    const ids = products.slice(start, start + PAGE).map((product) => product.id);
    const [categoryLinks, galleryLinks, values] = await Promise.all([
      db.selectFrom('product_categories').select(['product_id', 'category_id']).where('product_id', 'in', ids).orderBy('product_id').orderBy('position').execute(),
      db.selectFrom('product_gallery').select(['product_id', 'file_id']).where('product_id', 'in', ids).orderBy('product_id').orderBy('position').execute(),
      db.selectFrom('product_specifications').select(['product_id', 'filter_id', 'values']).where('product_id', 'in', ids).execute(),
    ]);
    for (const link of categoryLinks) links.categories.set(link.product_id, [...(links.categories.get(link.product_id) ?? []), link.category_id]);
    for (const link of galleryLinks) links.gallery.set(link.product_id, [...(links.gallery.get(link.product_id) ?? []), fileNames.get(link.file_id) ?? '']);
    for (const value of values) {
      const filter = filterById.get(value.filter_id);
      if (!filter?.name || filter.groupId !== groupOf.get(value.product_id)) continue;
      const name = filter.name;
      const own = links.specs.get(value.product_id) ?? new Map<string, readonly string[]>();
      own.set(name, value.values);
      links.specs.set(value.product_id, own);
    }
  }

  const rows = products.flatMap((product) => {
    const own = variants.byProduct.get(product.id);
    const cells: Record<ProductColumn, string> = {
      code: product.code,
      product: '',
      name_sr: product.names[0] ?? '',
      name_en: product.names[1] ?? '',
      slug_sr: product.slugs[0] ?? '',
      slug_en: product.slugs[1] ?? '',
      description_sr: product.descriptions[0] ?? '',
      description_en: product.descriptions[1] ?? '',
      // A product sold in variants: its prices and stock are its variants', on their rows.
      price: own ? '' : money(product.price),
      discount_price: own ? '' : money(product.discount_price),
      stock: own ? '' : String(product.stock),
      active: product.active ? '1' : '0',
      brand: product.brand_id == null ? '' : (brandName.get(product.brand_id) ?? ''),
      categories: listed((links.categories.get(product.id) ?? []).map(pathOf)),
      group: product.group_id == null ? '' : (groupName.get(product.group_id) ?? ''),
      image: product.image_id == null ? '' : (fileNames.get(product.image_id) ?? ''),
      gallery: listed(links.gallery.get(product.id) ?? []),
    };
    const specs = links.specs.get(product.id);
    const row = (fields: Record<ProductColumn, string>, options: string[], specCells: string[]) => [
      fields.code,
      ...(withVariants ? [fields.product, ...options] : []),
      ...fieldColumns.map((column) => fields[column]),
      ...specCells,
    ];
    const productRow = row(cells, noOptions, specNames.flatMap((name) => [specs?.get(name)?.[0] ?? '', specs?.get(name)?.[1] ?? '']));
    const variantRows = (own ?? []).map((variant) => {
      const fields = Object.fromEntries(PRODUCT_COLUMNS.map((column) => [column, ''])) as Record<ProductColumn, string>;
      const values: Partial<Record<ProductColumn, string>> = {
        code: variant.code,
        product: product.code,
        price: money(variant.price),
        discount_price: money(variant.discount_price),
        stock: String(variant.stock),
        active: variant.active ? '1' : '0',
        image: variant.image_id == null ? '' : (fileNames.get(variant.image_id) ?? ''),
      };
      for (const column of VARIANT_COLUMNS) fields[column] = values[column] ?? '';
      return row(fields, variant.options, specNames.flatMap(() => ['', '']));
    });
    return [productRow, ...variantRows];
  });
  // A byte order mark, so that spreadsheets open the file as UTF-8.
  return { csv: '\ufeff' + stringify([header, ...rows], { record_delimiter: '\r\n' }), rows: products.length };
}
