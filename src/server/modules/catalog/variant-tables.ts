import type { ColumnType, Generated } from 'kysely';
import type { Money, NullableMoney, Texts } from './column-types';

/** product_options (088_product_variants.sql): what a product is sold in (Veličina / Size), in order. */
export interface ProductOptionsTable {
  id: Generated<number>;
  product_id: number;
  names: Texts;
  /** 0 buttons, 1 colour swatches (ProductOptionDisplay). */
  display: Generated<number>;
  position: Generated<number>;
}

/** product_option_values: an option's values, in order. */
export interface ProductOptionValuesTable {
  id: Generated<number>;
  option_id: number;
  names: Texts;
  /** #rrggbb for a swatch. */
  swatch: string | null;
  position: Generated<number>;
}

/**
 * product_variants: what an order line names. A product without options has one, with the
 * product's id; the database keeps the product's code, prices and stock in step with its variants.
 */
export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  /** One option value per option of the product, in the options' order; empty without options. */
  value_ids: ColumnType<number[], number[] | undefined, number[]>;
  price: Money;
  discount_price: NullableMoney;
  stock: Generated<number>;
  active: Generated<boolean>;
  image_id: number | null;
  /** Its own further pictures, in order (089_variant_galleries.sql); empty shows the product's. */
  gallery_ids: ColumnType<number[], number[] | undefined, number[]>;
  position: Generated<number>;
}
