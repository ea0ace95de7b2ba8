/** The formats of the shop settings' values. */
import { brandImageProblem, BRAND_IMAGE_RULES, isBrandImageField, maxKilobytes, typeNames } from '../../../shared/rules/brand-images';
import { isEmail, isEmailList } from '../../../shared/rules/email';
import { isAllowedLink } from '../../../shared/rules/link';
import { userError } from '../../errors';
import { refuse, type LangContext } from '../../lib/admin-input';

/** The settings that are links the storefront shows (the footer's social links), by their names in the settings form. */
const LINK_SETTINGS: Readonly<Record<string, string>> = { facebook: 'Facebook', instagram: 'Instagram' };

/** The setting that mirrors the shop's exchange rate (the order settings' exchange_rate_eur). */
export const EXCHANGE_RATE_FIELD = 'exchange_rate_eur';

/**
 * Checks a value against its key's format; returns it normalised: orders_email one or more
 * addresses (joined by ", "), email an address or nothing, the social links a link the shop allows
 * (src/shared/rules/link.ts) or nothing, the exchange rate a positive number (a comma accepted for
 * the decimal point) below `maxRate`.
 */
export function checkedSettingValue(ctx: LangContext, field: string, value: string, maxRate = Infinity): string {
  if (field === 'orders_email') {
    if (!isEmailList(value)) throw refuse(ctx, 'invalidEmailList', 'value');
    return value
      .split(',')
      .map((part) => part.trim())
      .join(', ');
  }
  if (field === 'email' && value !== '' && !isEmail(value)) throw refuse(ctx, 'invalidEmail', 'value');
  const link = LINK_SETTINGS[field];
  if (link !== undefined && value.trim() !== '' && !isAllowedLink(value)) throw userError(ctx.lang, 'invalidLink', { field: 'value', params: { field: link } });
  if (field === EXCHANGE_RATE_FIELD) {
    const rate = Number(value.replace(',', '.'));
    if (!Number.isFinite(rate) || rate <= 0 || rate >= maxRate) throw refuse(ctx, 'invalidExchangeRate', 'value');
    return String(rate);
  }
  return value;
}

/**
 * Refuses an image that cannot be the setting's: a logo or favicon of another type, larger than
 * allowed, or a favicon that is not square (shared/rules/brand-images.ts), with the field's error.
 */
export function checkSettingImage(ctx: LangContext, field: string, file: { mime: string; size: number; width: number | null; height: number | null }): void {
  if (!isBrandImageField(field)) return;
  const rule = BRAND_IMAGE_RULES[field];
  const problem = brandImageProblem(rule, file);
  if (problem === 'type') throw userError(ctx.lang, 'brandImageType', { field: 'image_id', params: { types: typeNames(rule) } });
  if (problem === 'size') throw userError(ctx.lang, 'brandImageSize', { field: 'image_id', params: { max: maxKilobytes(rule) } });
  if (problem === 'square') throw userError(ctx.lang, 'brandImageSquare', { field: 'image_id' });
}
