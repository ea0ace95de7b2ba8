/**
 * Choosing a product's variant by its options' values (issue 27), as the product page offers it:
 * which variant a choice names, which values can still be chosen beside the others, and what the
 * address says (`?varijanta=<id>` / `?variant=<id>`). Pure, so the page, the server's rendering and
 * the tests read the same rule.
 */
import type { LanguageId } from '../i18n/languages';

/** The address's parameter naming the chosen variant, by language index. */
export const VARIANT_PARAM = ['varijanta', 'variant'] as const;

export const variantParam = (lang: LanguageId): string => VARIANT_PARAM[lang === 1 ? 1 : 0];

/** What the rule reads of a variant. */
export interface ChoosableVariant {
  id: string;
  /** Its value of each option, in the options' order. */
  values: readonly { id: string }[];
  active: boolean;
  sold_out: boolean;
}

/** How a value shows beside the other options' chosen values. */
export type ValueState = 'available' | 'sold-out' | 'unavailable';

const sellable = (variant: ChoosableVariant) => variant.active && !variant.sold_out;

/** The variant whose values are `chosen` (one value id per option). */
export function variantOf<V extends ChoosableVariant>(variants: readonly V[], chosen: readonly string[]): V | undefined {
  return variants.find((variant) => variant.values.length === chosen.length && variant.values.every((value, index) => value.id === chosen[index]));
}

/** The variant the page opens on: the one the address names (if active), else the first that can be bought, else the first active one. */
export function initialVariant<V extends ChoosableVariant>(variants: readonly V[], named: string | null | undefined): V | undefined {
  return variants.find((variant) => variant.id === named && variant.active) ?? variants.find(sellable) ?? variants.find((variant) => variant.active);
}

/** Choosing `valueId` for option `index`, the other options as `chosen`: a variant that can be bought, one sold out, or none (switched off or never made). */
export function valueState(variants: readonly ChoosableVariant[], chosen: readonly string[], index: number, valueId: string): ValueState {
  const wanted = chosen.map((id, at) => (at === index ? valueId : id));
  const variant = variantOf(variants, wanted);
  if (!variant || !variant.active) return 'unavailable';
  return variant.sold_out ? 'sold-out' : 'available';
}

/**
 * The variant after choosing `valueId` for option `index`: the one with the other options as chosen
 * when it exists and is active; else the first active variant with that value, preferring one that
 * can be bought (the other options move to it).
 */
export function choose<V extends ChoosableVariant>(variants: readonly V[], chosen: readonly string[], index: number, valueId: string): V | undefined {
  const exact = variantOf(variants, chosen.map((id, at) => (at === index ? valueId : id)));
  if (exact?.active) return exact;
  const withValue = variants.filter((variant) => variant.active && variant.values[index]?.id === valueId);
  return withValue.find(sellable) ?? withValue[0];
}
