import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GetAdminOrderQuery, PaymentStatus } from '../../../../generated/client/graphql';
import { getAdminOrderQueryKey, getOrdersWithPaginationQueryKey, useUpdateOrderPaymentMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { formatAdminDateTime } from '../kit/admin-dates';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/session/useSession';

type AdminOrder = NonNullable<GetAdminOrderQuery['orderById']>;

/** What the administrator may record next, from where the payment stands. */
const NEXT: Record<PaymentStatus | 'NONE', PaymentStatus[]> = {
  NONE: ['PAID', 'AWAITING'],
  AWAITING: ['PAID'],
  PAID: ['AWAITING', 'REFUNDED'],
  REFUNDED: ['PAID'],
  FAILED: [],
};

/** Where the order's payment stands, and (but for a card, which the bank records) the buttons that record the money arriving or going back: UpdateOrderPayment. */
export function OrderPaymentForm({ order }: { order: AdminOrder }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const { lang } = useSession();
  const update = useUpdateOrderPaymentMutation();
  const [error, setError] = useState<unknown>(null);
  const record = (payment_status: PaymentStatus) => {
    setError(null);
    update.mutate(
      { id: order.id, payment_status },
      {
        onSuccess: ({ updateOrderPayment }) => {
          queryClient.setQueryData<GetAdminOrderQuery>(getAdminOrderQueryKey({ id: order.id }), (current) =>
            current?.orderById ? { orderById: { ...current.orderById, payment_status: updateOrderPayment.payment_status, paid_at: updateOrderPayment.paid_at } } : current,
          );
          void queryClient.invalidateQueries({ queryKey: getOrdersWithPaginationQueryKey() });
          toast.success(t('admin.orders.paymentSaved', { code: order.code, status: t(`admin.orders.paymentStatus.${payment_status}`) }));
        },
        onError: setError,
      },
    );
  };
  const status = order.payment_status;
  // The bank records a card order's payment and its voids and refunds (OrderCardPayments), never the administrator by hand.
  const byBank = order.payment_method === 'CARD';
  return (
    <section className="admin-form" aria-labelledby="order-payment-heading">
      <h2 id="order-payment-heading">{t('admin.orders.paymentHeading')}</h2>
      <ErrorBox error={error} />
      <p>
        <strong>{status ? t(`admin.orders.paymentStatus.${status}`) : t('admin.orders.paymentUnrecorded')}</strong>
        {status === 'PAID' && order.paid_at && ` · ${formatAdminDateTime(order.paid_at, lang)}`}
      </p>
      {byBank ? (
        <p className="admin-hint">{t('admin.orders.card.byBank')}</p>
      ) : (
        <div className="admin-order-payment-actions">
          {NEXT[status ?? 'NONE'].map((next) => (
            <button key={next} type="button" className={next === 'PAID' ? 'button button-primary' : 'button'} disabled={update.isPending} onClick={() => record(next)}>
              {t(`admin.orders.markPayment.${next}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
