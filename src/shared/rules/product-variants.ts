/**
 * The rules of a product's options and variants as the admin's variant editor saves them
 * (saveProductVariants): the server refuses by them and the editor points at each problem's cell
 * before it asks. A problem names its input's path as the API names it (`variants.2.code`).
 */

/** At most this many options a product, values an option and variants a product. */
export const VARIANT_LIMITS = { options: 3, values: 100, variants: 250 } as const;

/** A swatch's colour, as the API takes it. */
const SWATCH = /^#[0-9a-fA-F]{6}$/;

export interface OptionDraft {
  names: readonly string[];
  display: 'BUTTONS' | 'SWATCHES';
  values: readonly { names: readonly string[]; swatch?: string | null }[];
}

export interface VariantDraft {
  code: string;
  /** Its value of each option, as an index into that option's values. */
  values: readonly number[];
  price: number;
  discount_price?: number | null;
  stock: number;
}

export type VariantRule =
  | 'variantLimits'
  | 'serbianNameRequired'
  | 'optionValueTwice'
  | 'swatchRequired'
  | 'variantRequired'
  | 'oneVariantWithoutOptions'
  | 'variantValuesIncomplete'
  | 'variantCombinationTwice'
  | 'codeRequired'
  | 'codeTaken'
  | 'invalidPrice'
  | 'discountNotBelowPrice'
  | 'invalidStock';

export interface VariantProblem {
  rule: VariantRule;
  path: string;
}

const key = (text: string) => text.trim().toLowerCase();

/** Every problem of the options and variants, in input order; empty when they can be saved. */
export function variantProblems(options: readonly OptionDraft[], variants: readonly VariantDraft[]): VariantProblem[] {
  const problems: VariantProblem[] = [];
  const tooMany = options.length > VARIANT_LIMITS.options || variants.length > VARIANT_LIMITS.variants || options.some((option) => option.values.length > VARIANT_LIMITS.values);
  if (tooMany) return [{ rule: 'variantLimits', path: options.length > VARIANT_LIMITS.options ? 'options' : 'variants' }];
  options.forEach((option, o) => {
    if (!option.names[0]?.trim()) problems.push({ rule: 'serbianNameRequired', path: `options.${o}.names` });
    if (option.values.length === 0) problems.push({ rule: 'variantValuesIncomplete', path: `options.${o}.values` });
    const seen = new Set<string>();
    option.values.forEach((value, v) => {
      const name = key(value.names[0] ?? '');
      if (!name) problems.push({ rule: 'serbianNameRequired', path: `options.${o}.values.${v}.names` });
      else if (seen.has(name)) problems.push({ rule: 'optionValueTwice', path: `options.${o}.values.${v}.names` });
      seen.add(name);
      if (option.display === 'SWATCHES' && !SWATCH.test(value.swatch ?? '')) problems.push({ rule: 'swatchRequired', path: `options.${o}.values.${v}.swatch` });
    });
  });
  if (variants.length === 0) problems.push({ rule: 'variantRequired', path: 'variants' });
  if (options.length === 0 && variants.length > 1) problems.push({ rule: 'oneVariantWithoutOptions', path: 'variants' });
  const codes = new Set<string>();
  const combinations = new Set<string>();
  variants.forEach((variant, i) => {
    const at = `variants.${i}`;
    const code = key(variant.code);
    if (!code) problems.push({ rule: 'codeRequired', path: `${at}.code` });
    else if (codes.has(code)) problems.push({ rule: 'codeTaken', path: `${at}.code` });
    codes.add(code);
    const complete = variant.values.length === options.length && variant.values.every((value, o) => Number.isInteger(value) && value >= 0 && value < options[o]!.values.length);
    if (!complete) problems.push({ rule: 'variantValuesIncomplete', path: `${at}.values` });
    else if (options.length > 0) {
      const combination = variant.values.join(',');
      if (combinations.has(combination)) problems.push({ rule: 'variantCombinationTwice', path: `${at}.values` });
      combinations.add(combination);
    }
    if (!(Number.isFinite(variant.price) && variant.price > 0)) problems.push({ rule: 'invalidPrice', path: `${at}.price` });
    const discount = variant.discount_price;
    if (discount != null && !(discount > 0 && discount < variant.price)) problems.push({ rule: 'discountNotBelowPrice', path: `${at}.discount_price` });
    if (!(Number.isInteger(variant.stock) && variant.stock >= 0)) problems.push({ rule: 'invalidStock', path: `${at}.stock` });
  });
  return problems;
}

/**
 * Every combination of the options' values, in the options' order (the first option's values change
 * slowest: 38 / Crna, 38 / Bela, 39 / Crna …), as value indexes; none without options.
 */
export function valueCombinations(valueCounts: readonly number[]): number[][] {
  if (valueCounts.length === 0) return [];
  return valueCounts.reduce<number[][]>((rows, count) => rows.flatMap((row) => Array.from({ length: count }, (_, value) => [...row, value])), [[]]);
}
