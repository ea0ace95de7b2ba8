import type { PromoCodeItemFragment } from '../../../../generated/client/graphql';
import { getPromoCodesQueryKey, useUpsertPromoCodeMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { useEntityForm } from '../kit/useEntityForm';
import {
  PROMO_CODE_SERVER_FIELDS,
  checkPromoCodeForm,
  emptyPromoCodeForm,
  promoCodeToForm,
  promoCodeVariables,
  type PromoCodeFormValues,
} from './promo-code-form';

interface Props {
  /** The code to change; null for a new one. */
  promo: PromoCodeItemFragment | null;
  onDone: () => void;
}

/** Creates or changes a promo code (UpsertPromoCode); refused values are pointed at and what was typed stays. */
export function PromoCodeForm({ promo, onDone }: Props) {
  const t = useAdminT();
  const form = useEntityForm({
    initial: promo ? promoCodeToForm(promo) : emptyPromoCodeForm(),
    mutation: useUpsertPromoCodeMutation(),
    check: checkPromoCodeForm,
    toVariables: (values: PromoCodeFormValues) => promoCodeVariables(values, promo?.id ?? null),
    serverFields: PROMO_CODE_SERVER_FIELDS,
    invalidate: [getPromoCodesQueryKey()],
    savedMessage: ({ upsertPromoCode }) => t(promo ? 'admin.orders.promo.saved' : 'admin.orders.promo.created', { code: upsertPromoCode.code }),
    onSaved: onDone,
  });
  const { values, setValues, onSubmit, saving } = form;
  const change = (changes: Partial<PromoCodeFormValues>) => setValues((current) => ({ ...current, ...changes }));
  // The date input stands for the API's expires_at.
  const errors: Record<string, string | undefined> = { expires: form.errors['expires_at'], ...form.errors };
  const id = promo ? `promo-${promo.id}` : 'promo-new';

  return (
    <form className="admin-form admin-inline-form" onSubmit={onSubmit} noValidate aria-label={promo ? t('admin.orders.promo.editTitle', { code: promo.code }) : t('admin.orders.promo.new')}>
      <ErrorBox error={form.general} />
      <Field id={`${id}-code`} label={t('admin.orders.promo.code')} error={errors['code']} required>
        <input {...fieldA11y(`${id}-code`, errors['code'])} value={values.code} autoComplete="off" onChange={(event) => change({ code: event.target.value })} />
      </Field>
      <Field id={`${id}-discount`} label={t('admin.orders.promo.discount')} error={errors['discount']} required>
        <input
          {...fieldA11y(`${id}-discount`, errors['discount'])}
          inputMode="decimal"
          value={values.discount}
          onChange={(event) => change({ discount: event.target.value })}
        />
      </Field>
      <Field id={`${id}-usage`} label={t('admin.orders.promo.usage')} hint={t('admin.orders.promo.usageHint')} error={errors['usage_count']}>
        <input
          {...fieldA11y(`${id}-usage`, errors['usage_count'], t('admin.orders.promo.usageHint'))}
          inputMode="numeric"
          value={values.usage_count}
          onChange={(event) => change({ usage_count: event.target.value })}
        />
      </Field>
      <Field id={`${id}-expires`} label={t('admin.orders.promo.expires')} hint={t('admin.orders.promo.expiresHint')} error={errors['expires']}>
        <input
          type="date"
          {...fieldA11y(`${id}-expires`, errors['expires'], t('admin.orders.promo.expiresHint'))}
          value={values.expires}
          onChange={(event) => change({ expires: event.target.value })}
        />
      </Field>
      <label className="admin-check">
        <input type="checkbox" checked={values.active} onChange={(event) => change({ active: event.target.checked })} />
        {t('admin.orders.promo.active')}
      </label>
      <div className="admin-row-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.orders.promo.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
