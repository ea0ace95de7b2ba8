import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { GetAdminOrderQuery, OrderStatus } from '../../../../generated/client/graphql';
import {
  getAdminOrderQueryKey,
  getOrderCalendarQueryKey,
  getOrdersWithPaginationQueryKey,
  useUpdateOrderStatusMutation,
} from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';
import { ADMIN_ORDER_STATUSES, orderStatusKey } from './order-status';

type AdminOrder = NonNullable<GetAdminOrderQuery['orderById']>;

/** Moves the order to another status with a note for the customer (UpdateOrderStatus); the history shows the change at once. */
export function OrderStatusForm({ order }: { order: AdminOrder }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const update = useUpdateOrderStatusMutation();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [note, setNote] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: order.id, status, note: note.trim() || null },
      {
        onSuccess: ({ updateOrderStatus }) => {
          queryClient.setQueryData<GetAdminOrderQuery>(getAdminOrderQueryKey({ id: order.id }), (current) =>
            current?.orderById
              ? { orderById: { ...current.orderById, status: updateOrderStatus.status, status_history: updateOrderStatus.status_history } }
              : current,
          );
          void queryClient.invalidateQueries({ queryKey: getAdminOrderQueryKey({ id: order.id }) });
          void queryClient.invalidateQueries({ queryKey: getOrdersWithPaginationQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getOrderCalendarQueryKey() });
          setNote('');
          toast.success(t('admin.orders.statusSaved', { code: order.code, status: t(orderStatusKey(updateOrderStatus.status)) }));
        },
      },
    );
  };

  const server = update.isError ? splitServerErrors(update.error, ['status', 'note']) : { fields: {} as Record<string, string>, general: null };
  return (
    <form className="admin-form admin-order-status-form" onSubmit={onSubmit} aria-labelledby="order-status-heading">
      <h2 id="order-status-heading">{t('admin.orders.changeStatus')}</h2>
      <ErrorBox error={server.general} />
      <Field id="order-status" label={t('admin.orders.newStatus')} error={server.fields['status']}>
        <select {...fieldA11y('order-status', server.fields['status'])} value={status} onChange={(event) => setStatus(event.target.value as OrderStatus)}>
          {ADMIN_ORDER_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(orderStatusKey(option))}
            </option>
          ))}
        </select>
      </Field>
      <Field id="order-status-note" label={t('admin.orders.statusNote')} hint={t('admin.orders.statusNoteHint')} error={server.fields['note']}>
        <textarea
          {...fieldA11y('order-status-note', server.fields['note'], t('admin.orders.statusNoteHint'))}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <div>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('admin.orders.saveStatus')}
        </button>
      </div>
    </form>
  );
}
