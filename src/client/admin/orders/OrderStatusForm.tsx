import { useQueryClient } from '@tanstack/react-query';
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
import { useEntityForm } from '../kit/useEntityForm';
import { ADMIN_ORDER_STATUSES, orderStatusKey } from './order-status';

type AdminOrder = NonNullable<GetAdminOrderQuery['orderById']>;

/** Moves the order to another status with a note for the customer (UpdateOrderStatus); the history shows the change at once. */
export function OrderStatusForm({ order }: { order: AdminOrder }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const { values, setValues, errors, general, onSubmit, saving } = useEntityForm({
    initial: { status: order.status, note: '' },
    mutation: useUpdateOrderStatusMutation(),
    check: () => ({}),
    toVariables: ({ status, note }: { status: OrderStatus; note: string }) => ({ id: order.id, status, note: note.trim() || null }),
    serverFields: ['status', 'note'],
    invalidate: [getAdminOrderQueryKey({ id: order.id }), getOrdersWithPaginationQueryKey(), getOrderCalendarQueryKey()],
    savedMessage: ({ updateOrderStatus }) => t('admin.orders.statusSaved', { code: order.code, status: t(orderStatusKey(updateOrderStatus.status)) }),
    onSaved: ({ updateOrderStatus }, setValues) => {
      queryClient.setQueryData<GetAdminOrderQuery>(getAdminOrderQueryKey({ id: order.id }), (current) =>
        current?.orderById
          ? { orderById: { ...current.orderById, status: updateOrderStatus.status, status_history: updateOrderStatus.status_history } }
          : current,
      );
      setValues((current) => ({ ...current, note: '' }));
    },
  });
  return (
    <form className="admin-form admin-order-status-form" onSubmit={onSubmit} aria-labelledby="order-status-heading">
      <h2 id="order-status-heading">{t('admin.orders.changeStatus')}</h2>
      <ErrorBox error={general} />
      <Field id="order-status" label={t('admin.orders.newStatus')} error={errors['status']}>
        <select {...fieldA11y('order-status', errors['status'])} value={values.status} onChange={(event) => setValues({ ...values, status: event.target.value as OrderStatus })}>
          {ADMIN_ORDER_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(orderStatusKey(option))}
            </option>
          ))}
        </select>
      </Field>
      <Field id="order-status-note" label={t('admin.orders.statusNote')} hint={t('admin.orders.statusNoteHint')} error={errors['note']}>
        <textarea
          {...fieldA11y('order-status-note', errors['note'], t('admin.orders.statusNoteHint'))}
          rows={3}
          value={values.note}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
      </Field>
      <div>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.orders.saveStatus')}
        </button>
      </div>
    </form>
  );
}
