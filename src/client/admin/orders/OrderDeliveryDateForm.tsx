import { useQueryClient } from '@tanstack/react-query';
import type { GetAdminOrderQuery } from '../../../../generated/client/graphql';
import {
  getAdminOrderQueryKey,
  getOrderCalendarQueryKey,
  getOrdersWithPaginationQueryKey,
  useUpdateOrderDeliveryDateMutation,
} from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { useEntityForm } from '../kit/useEntityForm';

type AdminOrder = NonNullable<GetAdminOrderQuery['orderById']>;

/** Plans the order's delivery day on the calendar (UpdateOrderDeliveryDate); an empty day clears it. */
export function OrderDeliveryDateForm({ order }: { order: AdminOrder }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const { values, setValues, errors, general, onSubmit, saving } = useEntityForm({
    initial: { delivery_date: order.delivery_date ?? '' },
    mutation: useUpdateOrderDeliveryDateMutation(),
    check: () => ({}),
    toVariables: ({ delivery_date }: { delivery_date: string }) => ({ id: order.id, delivery_date: delivery_date || null }),
    serverFields: ['delivery_date'],
    invalidate: [getOrdersWithPaginationQueryKey(), getOrderCalendarQueryKey()],
    savedMessage: ({ updateOrderDeliveryDate }) =>
      updateOrderDeliveryDate.delivery_date ? t('admin.orders.deliverySaved', { code: order.code }) : t('admin.orders.deliveryCleared', { code: order.code }),
    onSaved: ({ updateOrderDeliveryDate }) =>
      queryClient.setQueryData<GetAdminOrderQuery>(getAdminOrderQueryKey({ id: order.id }), (current) =>
        current?.orderById ? { orderById: { ...current.orderById, delivery_date: updateOrderDeliveryDate.delivery_date } } : current,
      ),
  });
  return (
    <form className="admin-form" onSubmit={onSubmit} aria-labelledby="order-delivery-heading">
      <h2 id="order-delivery-heading">{t('admin.orders.deliveryDate')}</h2>
      <ErrorBox error={general} />
      <Field id="order-delivery-date" label={t('admin.orders.deliveryDay')} hint={t('admin.orders.deliveryHint')} error={errors['delivery_date']}>
        <input
          type="date"
          {...fieldA11y('order-delivery-date', errors['delivery_date'], t('admin.orders.deliveryHint'))}
          value={values.delivery_date}
          onChange={(event) => setValues({ delivery_date: event.target.value })}
        />
      </Field>
      <div>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.orders.saveDelivery')}
        </button>
      </div>
    </form>
  );
}
