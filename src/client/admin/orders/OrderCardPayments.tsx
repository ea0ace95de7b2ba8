import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import type { CardPaymentAction, CardPaymentFieldsFragment, GetAdminOrderQuery } from '../../../../generated/client/graphql';
import { getAdminOrderQueryKey, getOrdersWithPaginationQueryKey, useReverseCardPaymentMutation } from '../../../../generated/hooks';
import { formatPrice } from '../../../shared/catalog/price';
import { CARD_REPLY_FIELD_TEXTS } from '../../../shared/orders/card-payment-texts';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT, type AdminT } from '../i18n/useAdminT';
import { formatAdminDateTime } from '../kit/admin-dates';
import { ConfirmButton } from '../kit/ConfirmButton';
import type { LanguageId } from '../../../shared/i18n/languages';

type AdminOrder = NonNullable<GetAdminOrderQuery['orderById']>;
type ReplyField = keyof typeof CARD_REPLY_FIELD_TEXTS;

/** The bank reply's fields in the order the shared texts list them. */
const REPLY_FIELDS = Object.keys(CARD_REPLY_FIELD_TEXTS) as ReplyField[];

const rsd = (amount: number) => `${formatPrice(amount)} RSD`;

/** One field of a try as shown; null when the bank's reply did not give it. */
function replyValue(payment: CardPaymentFieldsFragment, field: ReplyField, t: AdminT, lang: LanguageId): string | null {
  switch (field) {
    case 'status':
      return t(`admin.orders.cardStatus.${payment.status}`);
    case 'amount_rsd':
      return rsd(payment.amount_rsd);
    case 'transaction_date':
      return payment.transaction_date ? formatAdminDateTime(payment.transaction_date, lang) : null;
    default:
      return payment[field] || null;
  }
}

/**
 * A card order's tries to pay, newest first, with the bank's reply to each and, while the order waits,
 * until when its stock is held; an approved try can be voided or refunded through the bank (ReverseCardPayment).
 */
export function OrderCardPayments({ order }: { order: AdminOrder }) {
  const t = useAdminT();
  const { lang } = useSession();
  const queryClient = useQueryClient();
  const reverse = useReverseCardPaymentMutation();
  const [error, setError] = useState<unknown>(null);
  const run = (action: CardPaymentAction) => {
    setError(null);
    reverse.mutate(
      { id: order.id, action },
      {
        onSuccess: () => toast.success(t(action === 'VOID' ? 'admin.orders.card.voided' : 'admin.orders.card.refunded')),
        onError: setError,
        // Even a refusal is worth a fresh look: the order may have changed meanwhile (a hold released, another try).
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: getAdminOrderQueryKey({ id: order.id }) });
          void queryClient.invalidateQueries({ queryKey: getOrdersWithPaginationQueryKey() });
        },
      },
    );
  };
  const running = reverse.isPending ? reverse.variables.action : null;

  return (
    <section className="admin-form" aria-labelledby="order-card-heading">
      <h2 id="order-card-heading">{t('admin.orders.card.heading')}</h2>
      {order.payment_hold_until && <p>{t('admin.orders.card.holdUntil', { date: formatAdminDateTime(order.payment_hold_until, lang) })}</p>}
      <ErrorBox error={error} />
      {order.card_payments.length === 0 ? (
        <p className="empty">{t('admin.orders.card.none')}</p>
      ) : (
        <ol className="admin-order-card-tries" aria-label={t('admin.orders.card.tries')}>
          {order.card_payments.map((payment) => (
            <li key={payment.order_number}>
              <p>
                <time dateTime={payment.created_at}>{t('admin.orders.card.startedAt', { date: formatAdminDateTime(payment.created_at, lang) })}</time>
              </p>
              <dl className="admin-order-facts">
                {REPLY_FIELDS.map((field) => [field, replyValue(payment, field, t, lang)] as const)
                  .filter(([, value]) => value != null)
                  .map(([field, value]) => (
                    <Fragment key={field}>
                      <dt>{t(`admin.orders.cardField.${field}`)}</dt>
                      <dd>{value}</dd>
                    </Fragment>
                  ))}
              </dl>
              {payment.status === 'APPROVED' && (
                <div className="admin-order-payment-actions">
                  <ConfirmButton
                    label={running === 'VOID' ? t('admin.orders.card.voiding') : t('admin.orders.card.void')}
                    question={t('admin.orders.card.voidQuestion', { number: payment.order_number, amount: rsd(payment.amount_rsd) })}
                    confirmLabel={t('admin.orders.card.voidConfirm')}
                    pending={reverse.isPending}
                    onConfirm={() => run('VOID')}
                  />
                  <ConfirmButton
                    label={running === 'REFUND' ? t('admin.orders.card.refunding') : t('admin.orders.card.refund')}
                    question={t('admin.orders.card.refundQuestion', { number: payment.order_number, amount: rsd(payment.amount_rsd) })}
                    confirmLabel={t('admin.orders.card.refundConfirm')}
                    pending={reverse.isPending}
                    onConfirm={() => run('REFUND')}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
