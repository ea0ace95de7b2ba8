/**
 * "Generate the combinations": one variant for every combination of the options' values, in the
 * options' order. A variant that already is a combination stays as it is; one that lacks a value of
 * an option added since (a shoe's size before colours came) becomes the first free combination that
 * keeps its values, so its id, and the carts and orders naming it, stay. New ones get a code made of
 * the product's and their values', the product's prices, no stock, and are on sale.
 */
import { slugify } from '../../../../shared/routing/slug';
import { valueCombinations } from '../../../../shared/rules/product-variants';
import { newKey, type OptionRow, type VariantRow } from './variant-draft';

export interface NewVariantDefaults {
  /** The product's code, the start of a new variant's. */
  code: string;
  price: string;
  discount_price: string;
}

/** A new variant's code: the product's, then each value's Serbian name (PAT-42-CRNA). */
export const variantCode = (productCode: string, valueNames: readonly string[]) =>
  [productCode, ...valueNames.map((name) => slugify(name).toUpperCase())].filter(Boolean).join('-');

export function generateVariants(options: readonly OptionRow[], variants: readonly VariantRow[], defaults: NewVariantDefaults): VariantRow[] {
  const grid = valueCombinations(options.map((option) => option.values.length)).map((indexes) => indexes.map((v, o) => options[o]!.values[v]!.key));
  const same = (keys: readonly string[], other: readonly string[]) => keys.length === other.length && keys.every((key, o) => key === other[o]);
  const taken = new Map<number, VariantRow>();
  // Complete combinations first, so a variant that only lacks a new option's value never takes another's place.
  const complete = variants.filter((variant) => grid.some((keys) => same(keys, variant.valueKeys)));
  for (const variant of complete) {
    const at = grid.findIndex((keys) => same(keys, variant.valueKeys));
    if (!taken.has(at)) taken.set(at, variant);
  }
  for (const variant of variants) {
    if (complete.includes(variant)) continue;
    // Its values that still exist, each for the option it was chosen for.
    const kept = variant.valueKeys.filter((key) => options.some((option) => option.values.some((value) => value.key === key)));
    const at = grid.findIndex((keys, index) => !taken.has(index) && kept.every((key) => keys.includes(key)));
    if (at >= 0) taken.set(at, { ...variant, valueKeys: grid[at]! });
  }
  return grid.map(
    (keys, index) =>
      taken.get(index) ?? {
        key: newKey('variant'),
        id: null,
        code: variantCode(defaults.code, keys.map((key, o) => options[o]!.values.find((value) => value.key === key)!.names[0])),
        valueKeys: keys,
        price: defaults.price,
        discount_price: defaults.discount_price,
        stock: '0',
        active: true,
        image: null,
        gallery: [],
      },
  );
}
