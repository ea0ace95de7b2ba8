/** The formats of the shop settings' values. */
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
