import { useEffect, useRef } from 'react';
import type { ChangeOrderPaymentMethodMutation, OrderDetailFragment, PaymentMethod } from '../../../../generated/client/graphql';
import { useChangeOrderPaymentMethodMutation } from '../../../../generated/hooks';
import { formatDate, formatDateTime } from '../../../shared/i18n/dates';
import type { LanguageId } from '../../../shared/i18n/languages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { CardResult } from './CardResult';
import { useT } from './messages';
import { useCardRedirect } from './useCardRedirect';

export type ChangedOrder = ChangeOrderPaymentMethodMutation['changeOrderPaymentMethod'];

/** Until when the stock is held: the time alone when that is today, else the day too. */
function holdEnd(until: string, lang: LanguageId, now: Date): string {
  const moment = formatDateTime(until, lang);
  // formatDateTime ends with the shop's HH:mm in both languages.
  return formatDate(until, lang) === formatDate(now, lang) ? moment.slice(-5) : moment;
}

interface Props {
  order: OrderDetailFragment;
  /** awaitsCardPayment: it may still be paid, by card or another way. */
  awaiting: boolean;
  now: Date;
  /** The thank-you step right after checkout: off to the bank's page at once. */
  thankYou: boolean;
  /** The other ways the shop offers to pay (never CARD). */
  otherMethods: readonly PaymentMethod[];
  onChanged(order: ChangedOrder): void;
  /** The server refused a request: the order is asked for again, as it may have changed. */
  onRefused(): void;
}

/**
 * A card order's payment on its page: the bank's reply to the last try, and while the order may
 * still be paid (within its hold), paying by card (again) or another way the shop offers.
 */
export function CardPayment({ order, awaiting, now, thankYou, otherMethods, onChanged, onRefused }: Props) {
  const t = useT();
  const { lang } = useSession();
  const redirect = useCardRedirect(order, { autoStart: thankYou && awaiting, onRefused });
  const change = useChangeOrderPaymentMethodMutation({
    onSuccess: (data) => onChanged(data.changeOrderPaymentMethod),
    onError: onRefused,
  });
  const last = order.card_payments[0];
  const replied = last && last.status !== 'STARTED';
  const failedBefore = order.payment_status === 'FAILED' || last?.status === 'DECLINED' || last?.status === 'ERROR';
  const payLabel = thankYou ? 'order.card.continue' : failedBefore ? 'order.card.retry' : 'order.card.pay';
  const { form } = redirect;
  const showActions = awaiting && order.payment_hold_until;
  // The button pressed gave way to the bank's page: when that did not happen, the focus comes back to it.
  const payButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (redirect.error != null) payButton.current?.focus();
  }, [redirect.error]);

  return (
    <div className="order-card">
      {replied && <CardResult payment={last} />}
      {(showActions || redirect.error != null || change.error != null) && (
        <section className="order-card-pay" aria-labelledby="order-card-pay-title">
          <h2 id="order-card-pay-title">{t('order.card.payTitle')}</h2>
          {showActions && <p className="order-card-hold">{t('order.card.heldUntil', { time: holdEnd(order.payment_hold_until!, lang, now) })}</p>}
          {showActions && (
            <div className="order-card-actions">
              <p className="order-card-redirect" role="status">
                {redirect.going && (
                  <>
                    <span className="spinner-wheel button-spinner" aria-hidden="true" />
                    {t('order.card.redirecting')}
                  </>
                )}
              </p>
              {(!redirect.going || redirect.stalled) && (
                <button ref={payButton} type="button" className="button button-primary" onClick={redirect.retry}>
                  {t(payLabel)}
                </button>
              )}
              <p className="form-hint">{t('order.card.bankPage')}</p>
            </div>
          )}
          <ErrorBox error={redirect.error} />
          {showActions && !redirect.going && otherMethods.length > 0 && (
            <div className="order-card-other" role="group" aria-labelledby="order-card-other-title">
              <h3 id="order-card-other-title">{t('order.card.otherWay')}</h3>
              {otherMethods.map((method) => {
                const busy = change.isPending && change.variables?.payment_method === method;
                return (
                  <button
                    key={method}
                    type="button"
                    className="button"
                    // Not disabled: the focus stays on the button pressed while the change is sent.
                    aria-disabled={change.isPending || undefined}
                    aria-busy={busy || undefined}
                    onClick={() => change.isPending || change.mutate({ code: order.code, key: order.status_key, payment_method: method })}
                  >
                    {busy && <span className="spinner-wheel button-spinner" aria-hidden="true" />}
                    {t(busy ? 'order.card.changing' : `order.card.payBy.${method}`)}
                  </button>
                );
              })}
            </div>
          )}
          <ErrorBox error={change.error} />
        </section>
      )}
      {form && (
        <form ref={redirect.formRef} method="post" action={form.action} acceptCharset="utf-8" hidden>
          {form.fields.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
        </form>
      )}
    </div>
  );
}
