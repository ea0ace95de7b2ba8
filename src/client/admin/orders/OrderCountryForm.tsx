import { getAdminOrderCountriesQueryKey, getOrderCountriesQueryKey, useUpsertOrderCountryMutation } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { useEntityForm } from '../kit/useEntityForm';
import { useLanguageName } from '../kit/useFormErrors';
import {
  COUNTRY_SERVER_FIELDS,
  checkCountryForm,
  countryToForm,
  countryVariables,
  emptyCountryForm,
  type AdminCountry,
  type CountryFormValues,
} from './country-form';

interface Props {
  /** The country to change; null for a new one. */
  country: AdminCountry | null;
  onDone: () => void;
}

/** Adds or changes a delivery country (UpsertOrderCountry); the name in the admin's language, prices in RSD. */
export function OrderCountryForm({ country, onDone }: Props) {
  const t = useAdminT();
  const { lang } = useSession();
  const languageName = useLanguageName();
  const { values, setValues, errors, general, onSubmit, saving } = useEntityForm({
    initial: country ? countryToForm(country, lang) : emptyCountryForm(),
    mutation: useUpsertOrderCountryMutation(),
    check: checkCountryForm,
    toVariables: (values: CountryFormValues) => countryVariables(values, country?.id ?? null),
    serverFields: COUNTRY_SERVER_FIELDS,
    invalidate: [getAdminOrderCountriesQueryKey(), getOrderCountriesQueryKey()],
    savedMessage: ({ upsertOrderCountry }) => t(country ? 'admin.orders.countries.saved' : 'admin.orders.countries.added', { name: upsertOrderCountry.name }),
    onSaved: onDone,
  });
  const change = (changes: Partial<CountryFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const id = country ? `country-${country.id}` : 'country-new';
  const input = (field: Exclude<keyof CountryFormValues, 'active'>, label: string, extra: Record<string, string> = {}, hint?: string) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]} hint={hint}>
      <input {...fieldA11y(`${id}-${field}`, errors[field], hint)} {...extra} value={values[field]} onChange={(event) => change({ [field]: event.target.value })} />
    </Field>
  );

  return (
    <form
      className="admin-form admin-inline-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={country ? t('admin.orders.countries.editTitle', { name: country.name }) : t('admin.orders.countries.new')}
    >
      <ErrorBox error={general} />
      {input('name', t('admin.orders.countries.name', { language: languageName }))}
      {input('code', t('admin.orders.countries.code'), { maxLength: '2', autoComplete: 'off' }, t('admin.orders.countries.codeHint'))}
      {input('delivery_price', t('admin.orders.countries.price'), { inputMode: 'decimal' })}
      {input('free_delivery_over', t('admin.orders.countries.freeOver'), { inputMode: 'decimal' }, t('admin.orders.countries.freeOverHint'))}
      {input('position', t('admin.orders.countries.position'), { inputMode: 'numeric' })}
      <label className="admin-check">
        <input type="checkbox" checked={values.active} onChange={(event) => change({ active: event.target.checked })} />
        {t('admin.orders.countries.active')}
      </label>
      <div className="admin-row-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.orders.countries.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
