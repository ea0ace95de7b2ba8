import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { GetAdminOrderSettingsQuery } from '../../../../generated/client/graphql';
import {
  getAdminOrderSettingsQueryKey,
  getOrderSettingsQueryKey,
  useGetAdminOrderSettingsQuery,
  useUpdateOrderSettingsMutation,
} from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useLanguageName } from '../kit/useFormErrors';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';
import {
  CARD_HOLD_MINUTES,
  ORDER_SETTINGS_SERVER_FIELDS,
  checkOrderSettingsForm,
  orderSettingsToForm,
  orderSettingsVariables,
  type OrderSettingsFormValues,
} from './order-settings-form';
import { PaymentMethodsFieldset } from './PaymentMethodsFieldset';
import './orders.css';

type Settings = GetAdminOrderSettingsQuery['orderSettings'];

/** /cms/order-settings: the checkout's minimum, delivery days, payment methods, card payments' stock hold, bank account, note and exchange rate. */
export default function OrderSettingsScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  useAdminTitle(t('menu.orderSettings'));
  const loaded = useGetAdminOrderSettingsQuery();
  const settings = loaded.data?.orderSettings;
  return (
    <section className="admin-screen">
      <h1>{t('menu.orderSettings')}</h1>
      {loaded.isPending && <Spinner label={t('common.loading')} />}
      {loaded.isError && <ErrorBox error={loaded.error} />}
      {/* A fresh form per language: the checkout note is written in the admin's language. */}
      {settings && <OrderSettingsForm key={lang} settings={settings} />}
    </section>
  );
}

function OrderSettingsForm({ settings }: { settings: Settings }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const save = useUpdateOrderSettingsMutation();
  const [values, setValues] = useState<OrderSettingsFormValues>(() => orderSettingsToForm(settings));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const change = (changes: Partial<OrderSettingsFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkOrderSettingsForm(values);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, typeof problem === 'string' ? t(problem) : t(...problem)])));
    if (Object.keys(found).length > 0) {
      save.reset();
      return;
    }
    save.mutate(orderSettingsVariables(values), {
      onSuccess: (data) => {
        // The mutation's answer does not say which card gateway the server has; that does not change while it runs.
        queryClient.setQueryData<GetAdminOrderSettingsQuery>(getAdminOrderSettingsQueryKey(), {
          orderSettings: { ...data.updateOrderSettings, card_gateway: settings.card_gateway },
        });
        void queryClient.invalidateQueries({ queryKey: getOrderSettingsQueryKey() });
        toast.success(t('admin.orders.settings.saved'));
      },
    });
  };

  const server = save.isError ? splitServerErrors(save.error, ORDER_SETTINGS_SERVER_FIELDS) : { fields: {} as Record<string, string>, general: null };
  const errors: Record<string, string | undefined> = { ...server.fields, ...problems };
  const languageName = useLanguageName();
  const invalid = Object.values(errors).some(Boolean);

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      {invalid && (
        <div className="error-box" role="alert">
          <p>{t('form.fix')}</p>
        </div>
      )}
      <ErrorBox error={server.general} />
      <div className="admin-columns">
        <Field id="settings-min" label={t('admin.orders.settings.minTotal')} hint={t('admin.orders.settings.minTotalHint')} error={errors['min_order_total']}>
          <input
            {...fieldA11y('settings-min', errors['min_order_total'], t('admin.orders.settings.minTotalHint'))}
            inputMode="decimal"
            value={values.min_order_total}
            onChange={(event) => change({ min_order_total: event.target.value })}
          />
        </Field>
        <Field id="settings-days" label={t('admin.orders.settings.deliveryDays')} hint={t('admin.orders.settings.deliveryDaysHint')} error={errors['delivery_days']}>
          <input
            {...fieldA11y('settings-days', errors['delivery_days'], t('admin.orders.settings.deliveryDaysHint'))}
            inputMode="numeric"
            value={values.delivery_days}
            onChange={(event) => change({ delivery_days: event.target.value })}
          />
        </Field>
        <Field id="settings-rate" label={t('admin.orders.settings.rate')} hint={t('admin.orders.settings.rateHint')} error={errors['exchange_rate_eur']}>
          <input
            {...fieldA11y('settings-rate', errors['exchange_rate_eur'], t('admin.orders.settings.rateHint'))}
            inputMode="decimal"
            value={values.exchange_rate_eur}
            onChange={(event) => change({ exchange_rate_eur: event.target.value })}
          />
        </Field>
        <Field id="settings-bank" label={t('admin.orders.settings.bankAccount')} error={errors['bank_account']}>
          <input {...fieldA11y('settings-bank', errors['bank_account'])} value={values.bank_account} onChange={(event) => change({ bank_account: event.target.value })} />
        </Field>
        <Field id="settings-payee" label={t('admin.orders.settings.payee')} hint={t('admin.orders.settings.payeeHint')} error={errors['bank_account_name']}>
          <input
            {...fieldA11y('settings-payee', errors['bank_account_name'], t('admin.orders.settings.payeeHint'))}
            maxLength={70}
            value={values.bank_account_name}
            onChange={(event) => change({ bank_account_name: event.target.value })}
          />
        </Field>
      </div>
      <PaymentMethodsFieldset
        chosen={values.payment_methods}
        cardGateway={settings.card_gateway}
        error={errors['payment_methods']}
        onChange={(payment_methods) => change({ payment_methods })}
      />
      <Field
        id="settings-card-hold"
        label={t('admin.orders.settings.cardHold')}
        hint={t('admin.orders.settings.cardHoldHint', CARD_HOLD_MINUTES)}
        error={errors['card_hold_minutes']}
      >
        <input
          {...fieldA11y('settings-card-hold', errors['card_hold_minutes'], t('admin.orders.settings.cardHoldHint', CARD_HOLD_MINUTES))}
          inputMode="numeric"
          value={values.card_hold_minutes}
          onChange={(event) => change({ card_hold_minutes: event.target.value })}
        />
      </Field>
      <Field
        id="settings-note"
        label={t('admin.orders.settings.checkoutNote', { language: languageName })}
        hint={t('admin.orders.settings.checkoutNoteHint')}
        error={errors['checkout_note']}
      >
        <textarea
          {...fieldA11y('settings-note', errors['checkout_note'], t('admin.orders.settings.checkoutNoteHint'))}
          rows={3}
          value={values.checkout_note}
          onChange={(event) => change({ checkout_note: event.target.value })}
        />
      </Field>
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('admin.orders.settings.save')}
        </button>
      </div>
    </form>
  );
}
