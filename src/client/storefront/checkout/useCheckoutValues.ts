import { useEffect, useRef, useState } from 'react';
import type { GetOrderCountriesQuery, PaymentMethod } from '../../../../generated/client/graphql';
import { useGetMeQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { EMPTY_CHECKOUT, prefillCheckout, type CheckoutField, type CheckoutValues } from './checkout-form';

type Country = GetOrderCountriesQuery['orderCountries'][number];

/**
 * The checkout form's values: once the countries and payment methods are known, the first of each is
 * chosen, and a logged-in shopper's name, e-mail, phone, address and country fill the empty fields.
 */
export function useCheckoutValues(countries: readonly Country[] | undefined, paymentMethods: readonly PaymentMethod[] | undefined) {
  const { userToken } = useSession();
  const me = useGetMeQuery(undefined, { enabled: Boolean(userToken), retry: false });
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const prefilled = useRef(false);
  const profile = me.data?.me;

  useEffect(() => {
    if (prefilled.current || !countries || !paymentMethods || (userToken && me.isLoading)) return;
    prefilled.current = true;
    const country = countries.find((candidate) => candidate.id === profile?.country?.id) ?? countries[0];
    setValues((current) =>
      prefillCheckout(current, {
        name: profile?.name,
        lastname: profile?.lastname,
        email: profile?.email,
        phone: profile?.phone,
        address: profile?.address,
        city: profile?.city,
        zip: profile?.zip,
        country_id: country?.id,
        payment_method: paymentMethods[0],
      }),
    );
  }, [countries, paymentMethods, userToken, me.isLoading, profile]);

  const setField = (field: CheckoutField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return { values, setField, fromProfile: Boolean(profile) };
}
