/** The rules of the administrator's orders input (settings, countries, promo codes). */
import { userError } from '../../errors';
import { fieldError, requiredText } from '../../lib/field-input';

export interface PromoCodeInput {
  code: string;
  discount: number;
  usage_count?: number | null;
  expires_at?: string | null;
}

/**
 * upsertPromoCode's input checked: a code of 3–32 letters, digits, _ or - (upper case), a discount
 * of 1–100 %, a whole usage count of at least 1 (by default the existing one, else 1), and an
 * expiry that is a date: `expires` is undefined when not sent (unchanged), null when empty (unlimited).
 */
export function checkPromoCodeInput(
  lang: number,
  args: PromoCodeInput,
  existingUsageCount: number | undefined,
): { code: string; usageCount: number; expires: Date | null | undefined } {
  const code = requiredText(lang, 'code', args.code).toUpperCase();
  if (!/^[A-Z0-9_-]{3,32}$/.test(code)) throw fieldError(lang, 'invalidValue', 'code');
  if (!Number.isFinite(args.discount) || args.discount < 1 || args.discount > 100) {
    throw userError(lang, 'discountRange', { field: 'discount' });
  }
  // Spec §5: the default usage count is 1.
  const usageCount = args.usage_count ?? existingUsageCount ?? 1;
  if (!Number.isInteger(usageCount) || usageCount < 1) throw fieldError(lang, 'invalidValue', 'usage_count');
  // Spec §5: an empty expiry means unlimited.
  let expires: Date | null | undefined;
  if (args.expires_at !== undefined) {
    const typed = args.expires_at?.trim() ?? '';
    if (typed && Number.isNaN(Date.parse(typed))) throw fieldError(lang, 'invalidValue', 'expires_at');
    expires = typed ? new Date(typed) : null;
  }
  return { code, usageCount, expires };
}

/** A finite number ≥ 0, else a refusal naming the field. */
export function amountArg(lang: number, field: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw fieldError(lang, 'invalidValue', field);
  return value;
}

/** upsertOrderCountry's arguments. */
export interface CountryArgs {
  id?: string | null;
  name: string;
  code: string;
  delivery_price: number;
  free_delivery_over?: number | null;
  active?: boolean | null;
  position?: number | null;
}
