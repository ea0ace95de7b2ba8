import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { getAdminOrderCountriesQueryKey, getOrderCountriesQueryKey, useUpsertOrderCountryMutation } from '../../../../generated/hooks';
import { langById } from '../../../shared/languages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';
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
  const queryClient = useQueryClient();
  const save = useUpsertOrderCountryMutation();
  const [values, setValues] = useState<CountryFormValues>(() => (country ? countryToForm(country, lang) : emptyCountryForm()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const change = (changes: Partial<CountryFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCountryForm(values);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (Object.keys(found).length > 0) {
      save.reset();
      return;
    }
    save.mutate(countryVariables(values, country?.id ?? null), {
      onSuccess: ({ upsertOrderCountry }) => {
        void queryClient.invalidateQueries({ queryKey: getAdminOrderCountriesQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getOrderCountriesQueryKey() });
        toast.success(t(country ? 'admin.orders.countries.saved' : 'admin.orders.countries.added', { name: upsertOrderCountry.name }));
        onDone();
      },
    });
  };

  const server = save.isError ? splitServerErrors(save.error, COUNTRY_SERVER_FIELDS) : { fields: {} as Record<string, string>, general: null };
  const errors: Record<string, string | undefined> = { ...server.fields, ...problems };
  const id = country ? `country-${country.id}` : 'country-new';
  const languageName = t(`language.${langById(lang)?.code ?? 'sr'}`);
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
      <ErrorBox error={server.general} />
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
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('admin.orders.countries.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
