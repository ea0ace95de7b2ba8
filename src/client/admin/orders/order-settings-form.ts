import { accountDigits } from '../../../shared/orders/ips-qr';
import type { MessageParams } from '../../../shared/i18n/translate-with';
import type { GetAdminOrderSettingsQuery, PaymentMethod, UpdateOrderSettingsMutationVariables } from '../../../../generated/client/graphql';

import { PAYMENT_METHODS as METHODS } from '../../../shared/orders/payment-methods';
import { CARD_HOLD_MINUTES } from '../../../shared/orders/card-hold';

/** Every payment method the shop knows, in the order checkout offers them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = METHODS;

/** The minutes a card order's stock may be held. */
export { CARD_HOLD_MINUTES };

export const ORDER_SETTINGS_SERVER_FIELDS = [
  'min_order_total',
  'delivery_days',
  'payment_methods',
  'card_hold_minutes',
  'bank_account',
  'bank_account_name',
  'checkout_note',
  'exchange_rate_eur',
] as const;

/** The order settings form as typed; amounts in RSD. */
export interface OrderSettingsFormValues {
  min_order_total: string;
  delivery_days: string;
  payment_methods: PaymentMethod[];
  card_hold_minutes: string;
  bank_account: string;
  bank_account_name: string;
  checkout_note: string;
  exchange_rate_eur: string;
}

export function orderSettingsToForm(settings: GetAdminOrderSettingsQuery['orderSettings']): OrderSettingsFormValues {
  return {
    min_order_total: String(settings.min_order_total_rsd),
    delivery_days: String(settings.delivery_days),
    payment_methods: [...settings.payment_methods],
    card_hold_minutes: String(settings.card_hold_minutes),
    bank_account: settings.bank_account ?? '',
    bank_account_name: settings.bank_account_name ?? '',
    checkout_note: settings.checkout_note ?? '',
    exchange_rate_eur: String(settings.exchange_rate_eur),
  };
}

/** A typed amount with a decimal comma or point; NaN when it is not a number. */
export const parseAmount = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(/\s/g, '').replace(',', '.')));

/** A problem as an admin text key, with its placeholders' values when it has some. */
export type FormProblem = string | readonly [key: string, params: MessageParams];

/** Problems the form can see before sending, by field. */
export function checkOrderSettingsForm(values: OrderSettingsFormValues): Record<string, FormProblem> {
  const problems: Record<string, FormProblem> = {};
  const min = parseAmount(values.min_order_total);
  if (!Number.isFinite(min) || min < 0) problems['min_order_total'] = 'admin.orders.error.amount';
  if (!/^\d+$/.test(values.delivery_days.trim())) problems['delivery_days'] = 'admin.orders.error.days';
  if (values.payment_methods.length === 0) problems['payment_methods'] = 'admin.orders.settings.error.methods';
  const hold = values.card_hold_minutes.trim();
  if (!/^\d+$/.test(hold) || Number(hold) < CARD_HOLD_MINUTES.min || Number(hold) > CARD_HOLD_MINUTES.max) {
    problems['card_hold_minutes'] = ['admin.orders.settings.error.cardHold', CARD_HOLD_MINUTES];
  }
  const rate = parseAmount(values.exchange_rate_eur);
  if (!Number.isFinite(rate) || rate <= 0) problems['exchange_rate_eur'] = 'rule.invalidExchangeRate';
  if (values.bank_account.trim() && !accountDigits(values.bank_account)) problems['bank_account'] = 'rule.invalidBankAccount';
  return problems;
}

export function orderSettingsVariables(values: OrderSettingsFormValues): UpdateOrderSettingsMutationVariables {
  return {
    min_order_total: parseAmount(values.min_order_total),
    delivery_days: Number(values.delivery_days.trim()),
    payment_methods: values.payment_methods,
    card_hold_minutes: Number(values.card_hold_minutes.trim()),
    bank_account: values.bank_account.trim() || null,
    bank_account_name: values.bank_account_name.trim() || null,
    checkout_note: values.checkout_note.trim(),
    exchange_rate_eur: parseAmount(values.exchange_rate_eur),
  };
}
