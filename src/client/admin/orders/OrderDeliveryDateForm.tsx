import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
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
import { splitServerErrors } from '../kit/server-errors';

type AdminOrder = NonNullable<GetAdminOrderQuery['orderById']>;

/** Plans the order's delivery day on the calendar (UpdateOrderDeliveryDate); an empty day clears it. */
export function OrderDeliveryDateForm({ order }: { order: AdminOrder }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const update = useUpdateOrderDeliveryDateMutation();
  const [day, setDay] = useState(order.delivery_date ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: order.id, delivery_date: day || null },
      {
        onSuccess: ({ updateOrderDeliveryDate }) => {
          queryClient.setQueryData<GetAdminOrderQuery>(getAdminOrderQueryKey({ id: order.id }), (current) =>
            current?.orderById ? { orderById: { ...current.orderById, delivery_date: updateOrderDeliveryDate.delivery_date } } : current,
          );
          void queryClient.invalidateQueries({ queryKey: getOrdersWithPaginationQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getOrderCalendarQueryKey() });
          toast.success(updateOrderDeliveryDate.delivery_date ? t('admin.orders.deliverySaved', { code: order.code }) : t('admin.orders.deliveryCleared', { code: order.code }));
        },
      },
    );
  };

  const server = update.isError ? splitServerErrors(update.error, ['delivery_date']) : { fields: {} as Record<string, string>, general: null };
  return (
    <form className="admin-form" onSubmit={onSubmit} aria-labelledby="order-delivery-heading">
      <h2 id="order-delivery-heading">{t('admin.orders.deliveryDate')}</h2>
      <ErrorBox error={server.general} />
      <Field id="order-delivery-date" label={t('admin.orders.deliveryDay')} hint={t('admin.orders.deliveryHint')} error={server.fields['delivery_date']}>
        <input
          type="date"
          {...fieldA11y('order-delivery-date', server.fields['delivery_date'], t('admin.orders.deliveryHint'))}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
      </Field>
      <div>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('admin.orders.saveDelivery')}
        </button>
      </div>
    </form>
  );
}
