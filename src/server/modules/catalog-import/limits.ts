import { VARIANT_LIMITS } from '../../../shared/rules/product-variants';
import { DEFAULT_TEXT_MAX } from '../../db/column-limits';
import { MAX_UPLOAD_BYTES } from '../../graphql/plugins/limits';

/**
 * What one catalogue import may hold. The file, row and image bounds keep an upload from taking the
 * server's memory or disk (the command line, run by whoever runs the server, is not held to the
 * file size and row count); the cell bounds are the columns' own, as the product form's.
 */
export const IMPORT_LIMITS = {
  /** The CSV file, as every upload. */
  fileBytes: MAX_UPLOAD_BYTES,
  /** Product rows of one file through the API. */
  rows: 20_000,
  /** Columns of the header (17 of the product, the rest options and specifications). */
  columns: 300,
  /** A single-line cell: code, product, name, slug, brand, group, a specification's or option's value, an image name. */
  text: DEFAULT_TEXT_MAX,
  /** A description (HTML), as upsertProduct's. */
  description: 100_000,
  /** The categories and gallery cells, lists of up to this many characters. */
  list: 4_000,
  /** Category paths of one product. */
  categories: 20,
  /** Gallery images of one product. */
  gallery: 30,
  /** Options and variants of one product: as the variant editor allows (src/shared/rules/product-variants.ts). */
  options: VARIANT_LIMITS.options,
  variants: VARIANT_LIMITS.variants,
  /** One uploaded image, as every upload. */
  imageBytes: MAX_UPLOAD_BYTES,
  /** Images uploaded for one import. */
  images: 20_000,
  /** Their bytes together: what one import may take of the disk until it is cleared. */
  imagesBytes: 2 * 1024 ** 3,
  /** Rows written in one transaction, and between two progress reports. */
  batch: 500,
  /** An import, its file and its images are cleared this long after its upload. */
  keepHours: 24,
  /** A running import whose progress has not moved for this long was cut off (the server stopped). */
  stalledMinutes: 5,
} as const;
