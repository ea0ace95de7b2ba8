import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { UserProfileFragment } from '../../../../generated/client/graphql';
import { getMeQueryKey, useGetOrderCountriesQuery, useUpdateProfileMutation } from '../../../../generated/hooks';
import { useT } from '../../lib/i18n/useT';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormField } from '../account/FormField';
import { splitServerErrors } from '../account/server-errors';
import { useFormState } from '../account/useFormState';
import { checkRequired, errorTexts, hasErrors, withoutEmpty } from '../account/validation';

const FIELDS = ['name', 'lastname', 'phone', 'address', 'city', 'zip', 'country_id'] as const;
type Field = (typeof FIELDS)[number];

function valuesOf(me: UserProfileFragment): Record<Field, string> {
  return {
    name: me.name,
    lastname: me.lastname,
    phone: me.phone ?? '',
    address: me.address ?? '',
    city: me.city ?? '',
    zip: me.zip ?? '',
    country_id: me.country?.id ?? '',
  };
}

/** The shopper's name, phone and delivery address (checkout fills itself in from them). */
export function ProfileForm({ me }: { me: UserProfileFragment }) {
  const t = useT();
  const queryClient = useQueryClient();
  const countries = useGetOrderCountriesQuery();
  const update = useUpdateProfileMutation();
  const form = useFormState(valuesOf(me));
  const [general, setGeneral] = useState('');
  const countryId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    const problems = withoutEmpty({ name: checkRequired(values.name), lastname: checkRequired(values.lastname) });
    setGeneral('');
    form.showErrors(errorTexts(problems, t));
    if (hasErrors(problems)) return;
    update.mutate(
      {
        name: values.name.trim(),
        lastname: values.lastname.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
        city: values.city.trim(),
        zip: values.zip.trim(),
        country_id: values.country_id || null,
      },
      {
        onSuccess: ({ updateProfile }) => {
          queryClient.setQueryData(getMeQueryKey(), { me: updateProfile });
          form.setValues(valuesOf(updateProfile));
          toast.success(t('user.profile.saved'));
        },
        onError: (error) => {
          const server = splitServerErrors(error, FIELDS);
          form.showErrors(server.fields);
          setGeneral(server.general);
        },
      },
    );
  };

  const field = (name: Exclude<Field, 'country_id'>) => ({ name, value: form.values[name], onChange: form.change(name), error: form.errors[name] });
  const countryError = form.errors.country_id;

  return (
    <section className="user-section" aria-labelledby="user-profile-title">
      <h2 id="user-profile-title">{t('user.profile.title')}</h2>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <p className="form-note">{t('account.requiredNote')}</p>
        <div className="form-row">
          <FormField label={t('account.field.name')} autoComplete="given-name" required {...field('name')} />
          <FormField label={t('account.field.lastname')} autoComplete="family-name" required {...field('lastname')} />
        </div>
        <FormField label={t('account.field.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <FormField label={t('user.field.address')} autoComplete="street-address" {...field('address')} />
        <div className="form-row">
          <FormField label={t('user.field.city')} autoComplete="address-level2" {...field('city')} />
          <FormField label={t('user.field.zip')} autoComplete="postal-code" {...field('zip')} />
        </div>
        <div className={`form-field${countryError ? ' form-field-invalid' : ''}`}>
          <label htmlFor={countryId}>{t('user.field.country')}</label>
          <select
            id={countryId}
            name="country_id"
            autoComplete="country"
            value={form.values.country_id}
            onChange={(event) => form.change('country_id')(event.target.value)}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${countryId}-error` : undefined}
          >
            <option value="">{t('user.field.countryNone')}</option>
            {me.country && !countries.data?.orderCountries.some((country) => country.id === me.country!.id) && (
              <option value={me.country.id}>{me.country.name}</option>
            )}
            {countries.data?.orderCountries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
          {countryError && (
            <p id={`${countryId}-error`} className="form-error">
              {countryError}
            </p>
          )}
        </div>
        <ErrorBox error={countries.error} />
        <ErrorBox message={general} />
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? t('account.sending') : t('user.profile.save')}
        </button>
      </form>
    </section>
  );
}
