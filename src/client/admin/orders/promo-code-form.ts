import type { PromoCodeItemFragment, UpsertPromoCodeMutationVariables } from '../../../../generated/client/graphql';
import { PROMO_CODE_DEFAULT_USAGE } from '../../../shared/constants';
import { dayOfExpiry, expiryFromDay } from '../kit/admin-dates';

/** What the promo code form holds, as typed. */
export interface PromoCodeFormValues {
  code: string;
  discount: string;
  usage_count: string;
  /** YYYY-MM-DD; '' for unlimited (spec §5). */
  expires: string;
  active: boolean;
}

/** The arguments the server may point an error at, each with its field in the form. */
export const PROMO_CODE_SERVER_FIELDS = ['code', 'discount', 'usage_count', 'expires_at'] as const;

/** A new code's form: usage count 1 (spec §5, PROMO_CODE_DEFAULT_USAGE), no expiry, switched on. */
export function emptyPromoCodeForm(): PromoCodeFormValues {
  return { code: '', discount: '', usage_count: String(PROMO_CODE_DEFAULT_USAGE), expires: '', active: true };
}

export function promoCodeToForm(promo: PromoCodeItemFragment): PromoCodeFormValues {
  return {
    code: promo.code,
    discount: String(promo.discount),
    usage_count: String(promo.usage_count),
    expires: dayOfExpiry(promo.expires_at),
    active: promo.active,
  };
}

/** Problems the form can see before sending, as admin text keys by field. */
export function checkPromoCodeForm(values: PromoCodeFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.code.trim()) problems['code'] = 'form.required';
  const discount = Number(values.discount.replace(',', '.'));
  if (values.discount.trim() === '') problems['discount'] = 'form.required';
  else if (!Number.isFinite(discount) || discount < 1 || discount > 100) problems['discount'] = 'rule.discountRange';
  const usage = values.usage_count.trim();
  if (usage !== '' && !/^\d+$/.test(usage)) problems['usage_count'] = 'admin.orders.promo.error.usage';
  else if (usage !== '' && Number(usage) < 1) problems['usage_count'] = 'admin.orders.promo.error.usage';
  return problems;
}

/**
 * UpsertPromoCode's variables: the code in upper case, an empty usage count as the default 1
 * (spec §5), and an empty expiry sent as null, which means unlimited.
 */
export function promoCodeVariables(values: PromoCodeFormValues, id: string | null): UpsertPromoCodeMutationVariables {
  const usage = values.usage_count.trim();
  return {
    id,
    code: values.code.trim().toUpperCase(),
    discount: Number(values.discount.replace(',', '.')),
    usage_count: usage === '' ? PROMO_CODE_DEFAULT_USAGE : Number(usage),
    expires_at: expiryFromDay(values.expires),
    active: values.active,
  };
}

/** Whether a code's expiry has passed. */
export const isExpired = (promo: PromoCodeItemFragment, now: Date = new Date()) =>
  promo.expires_at != null && new Date(promo.expires_at).getTime() < now.getTime();
