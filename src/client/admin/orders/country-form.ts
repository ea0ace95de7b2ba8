import type { GetAdminOrderCountriesQuery, UpsertOrderCountryMutationVariables } from '../../../../generated/client/graphql';
import type { LanguageId } from '../../../shared/i18n/languages';
import { parseAmount } from './order-settings-form';

export type AdminCountry = GetAdminOrderCountriesQuery['orderCountries'][number];

export const COUNTRY_SERVER_FIELDS = ['name', 'code', 'delivery_price', 'free_delivery_over', 'position'] as const;

/** A delivery country's form as typed; prices in RSD, the name in the admin's language. */
export interface CountryFormValues {
  name: string;
  code: string;
  delivery_price: string;
  free_delivery_over: string;
  position: string;
  active: boolean;
}

export const emptyCountryForm = (): CountryFormValues => ({ name: '', code: '', delivery_price: '', free_delivery_over: '', position: '', active: true });

export function countryToForm(country: AdminCountry, lang: LanguageId): CountryFormValues {
  return {
    name: country.names[lang] ?? country.name,
    code: country.code,
    delivery_price: String(country.delivery_price_rsd),
    free_delivery_over: country.free_delivery_over_rsd == null ? '' : String(country.free_delivery_over_rsd),
    position: String(country.position),
    active: country.active,
  };
}

/** Problems the form can see before sending, as admin text keys by field. */
export function checkCountryForm(values: CountryFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems['name'] = 'form.required';
  if (!values.code.trim()) problems['code'] = 'form.required';
  else if (!/^[a-z]{2}$/i.test(values.code.trim())) problems['code'] = 'admin.orders.countries.error.code';
  const price = parseAmount(values.delivery_price);
  if (values.delivery_price.trim() === '') problems['delivery_price'] = 'form.required';
  else if (!Number.isFinite(price) || price < 0) problems['delivery_price'] = 'admin.orders.error.amount';
  if (values.free_delivery_over.trim() !== '') {
    const free = parseAmount(values.free_delivery_over);
    if (!Number.isFinite(free) || free < 0) problems['free_delivery_over'] = 'admin.orders.error.amount';
  }
  if (values.position.trim() !== '' && !/^[1-9]\d*$/.test(values.position.trim())) problems['position'] = 'admin.orders.countries.error.position';
  return problems;
}

/** UpsertOrderCountry's variables: an empty threshold is "never free", an empty position the end of the list. */
export function countryVariables(values: CountryFormValues, id: string | null): UpsertOrderCountryMutationVariables {
  return {
    id,
    name: values.name.trim(),
    code: values.code.trim().toUpperCase(),
    delivery_price: parseAmount(values.delivery_price),
    free_delivery_over: values.free_delivery_over.trim() === '' ? null : parseAmount(values.free_delivery_over),
    active: values.active,
    position: values.position.trim() === '' ? null : Number(values.position.trim()),
  };
}
