/**
 * The variant editor's state: options with their values and the variants, as the administrator edits
 * them before saving (SaveProductVariants). Rows carry a `key` so React, the drag-and-drop and the
 * variants' choices of values tell them apart while new ones have no id yet; a variant names its
 * values by key, so reordering or renaming a value never changes which variant is which.
 */
import type { ImageFragment, ProductOptionInput, ProductVariantInput, ProductVariantsFormFragment, SaveProductVariantsMutationVariables } from '../../../../../generated/client/graphql';
import { VARIANT_LIMITS, variantProblems } from '../../../../shared/rules/product-variants';
import { parseAmount } from '../product-form';

export type Display = 'BUTTONS' | 'SWATCHES';
/** Names by language index: Serbian, English. */
export type Names = [string, string];

export interface ValueRow {
  key: string;
  id: string | null;
  names: Names;
  /** #RRGGBB for a swatch. */
  swatch: string;
}

export interface OptionRow {
  key: string;
  id: string | null;
  names: Names;
  display: Display;
  values: ValueRow[];
}

export interface VariantRow {
  key: string;
  id: string | null;
  code: string;
  /** Its value of each option, by the value's key, in the options' order. */
  valueKeys: string[];
  price: string;
  discount_price: string;
  stock: string;
  active: boolean;
  image: ImageFragment | null;
  gallery: ImageFragment[];
}

export interface VariantDraft {
  options: OptionRow[];
  variants: VariantRow[];
}

let lastKey = 0;
/** A key for a new row, unique in this page's life. */
export const newKey = (prefix: string) => `${prefix}-new-${++lastKey}`;

const bothNames = (names: readonly string[]): Names => [names[0] ?? '', names[1] ?? ''];
const amount = (value: number | null | undefined) => (value == null ? '' : String(value));

/** What the server holds, as the editor starts with it (prices in RSD, as the admin reads them in Serbian). */
export function draftOf(product: ProductVariantsFormFragment): VariantDraft {
  const options = product.options.map((option) => ({
    key: option.id,
    id: option.id,
    names: bothNames(option.names),
    display: option.display as Display,
    values: option.values.map((value) => ({ key: value.id, id: value.id, names: bothNames(value.names), swatch: value.swatch ?? '' })),
  }));
  // Without options the product is its one variant: the editor starts with no rows, to add options first.
  const variants =
    options.length === 0
      ? []
      : product.variants.map((variant) => ({
          key: variant.id,
          id: variant.id,
          code: variant.code,
          valueKeys: variant.values.map((value) => value.id),
          price: amount(variant.price),
          discount_price: amount(variant.discount_price),
          stock: String(variant.stock),
          active: variant.active,
          image: variant.image ?? null,
          gallery: [...variant.own_gallery],
        }));
  return { options, variants };
}

/** A variant's value indexes in the options' order (-1 where it has none of an option's values). */
export function valueIndexes(options: readonly OptionRow[], variant: Pick<VariantRow, 'valueKeys'>): number[] {
  return options.map((option, o) => option.values.findIndex((value) => value.key === variant.valueKeys[o]));
}

/** The variant's name as the storefront says it in `lang` (42 / Crna). */
export function variantName(options: readonly OptionRow[], variant: Pick<VariantRow, 'valueKeys'>, lang: 0 | 1): string {
  return options
    .map((option, o) => {
      const value = option.values.find((candidate) => candidate.key === variant.valueKeys[o]);
      return value ? value.names[lang] || value.names[0] : '?';
    })
    .join(' / ');
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The SaveProductVariants variables of the draft. */
export function draftToVariables(productId: string, draft: VariantDraft): SaveProductVariantsMutationVariables & { options: ProductOptionInput[]; variants: ProductVariantInput[] } {
  return {
    product_id: productId,
    options: draft.options.map((option) => ({
      id: option.id,
      names: option.names.map((name) => name.trim()),
      display: option.display,
      values: option.values.map((value) => ({ id: value.id, names: value.names.map((name) => name.trim()), swatch: option.display === 'SWATCHES' ? value.swatch : null })),
    })),
    variants: draft.variants.map((variant) => ({
      id: variant.id,
      code: variant.code.trim(),
      values: valueIndexes(draft.options, variant),
      price: parseAmount(variant.price) ?? NaN,
      discount_price: parseAmount(variant.discount_price),
      stock: whole(variant.stock),
      active: variant.active,
      image_id: variant.image?.id ?? null,
      gallery_ids: variant.gallery.map((image) => image.id),
    })),
  };
}

/** The shared rules' problems of the draft, as the form shows them: `rule.<name>` by the input's path. */
export function checkDraft(draft: VariantDraft): Record<string, string> {
  const variables = draftToVariables('', draft);
  const problems: Record<string, string> = {};
  for (const problem of variantProblems(variables.options, variables.variants)) {
    problems[problem.path] ??= `rule.${problem.rule}`;
  }
  return problems;
}

/** Every path a server's refusal may name that the editor shows beside a field, up to the rules' limits. */
export const VARIANT_PATHS: readonly string[] = [
  'options',
  'variants',
  ...Array.from({ length: VARIANT_LIMITS.options }, (_, o) => [
    `options.${o}.names`,
    `options.${o}.values`,
    ...Array.from({ length: VARIANT_LIMITS.values }, (_, v) => [`options.${o}.values.${v}.names`, `options.${o}.values.${v}.swatch`]).flat(),
  ]).flat(),
  ...Array.from({ length: VARIANT_LIMITS.variants }, (_, i) => ['code', 'values', 'price', 'discount_price', 'stock', 'image_id', 'gallery_ids', 'id'].map((field) => `variants.${i}.${field}`)).flat(),
];
