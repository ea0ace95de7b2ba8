import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { UserProfileFragment } from '../../../../generated/client/graphql';
import { getMeQueryKey, useGetOrderCountriesQuery, useUpdateProfileMutation } from '../../../../generated/hooks';
import { useT } from './messages';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormField } from '../../ui/FormField';
import { TextField } from '../../ui/TextField';
// This form also shows the shopper's forms' shared texts (account.field.*).
import '../../ui/account/messages';
import { AccountForm } from '../../ui/account/AccountForm';
import { useFormState } from '../../ui/account/useFormState';
import { checkRequired } from '../../ui/account/validation';

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

  const submit = () => {
    const { values } = form;
    if (!form.passes({ name: checkRequired(values.name), lastname: checkRequired(values.lastname) })) return;
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
        onError: (error) => form.showServerErrors(error, FIELDS),
      },
    );
  };


  return (
    <section className="user-section" aria-labelledby="user-profile-title">
      <h2 id="user-profile-title">{t('user.profile.title')}</h2>
      <AccountForm form={form} onSubmit={submit} busy={update.isPending} submitLabel={t('user.profile.save')}>
        <p className="form-note">{t('form.requiredNote')}</p>
        <div className="form-row">
          <TextField label={t('account.field.name')} autoComplete="given-name" required {...form.bind('name')} />
          <TextField label={t('account.field.lastname')} autoComplete="family-name" required {...form.bind('lastname')} />
        </div>
        <TextField label={t('account.field.phone')} type="tel" autoComplete="tel" {...form.bind('phone')} />
        <TextField label={t('user.field.address')} autoComplete="street-address" {...form.bind('address')} />
        <div className="form-row">
          <TextField label={t('user.field.city')} autoComplete="address-level2" {...form.bind('city')} />
          <TextField label={t('user.field.zip')} autoComplete="postal-code" {...form.bind('zip')} />
        </div>
        <FormField label={t('user.field.country')} error={form.errors.country_id}>
          {(control) => (
            <select {...control} name="country_id" autoComplete="country" value={form.values.country_id} onChange={(event) => form.change('country_id')(event.target.value)}>
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
          )}
        </FormField>
        <ErrorBox error={countries.error} />
      </AccountForm>
    </section>
  );
}
