import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { useNavigate } from '../../lib/navigation';
import type { GetOrderQuery } from '../../../../generated/client/graphql';
import {
  getOrderQueryKey,
  getOrderQuoteQueryKey,
  useCreateOrderMutation,
  useGetOrderCountriesQuery,
  useGetOrderQuoteQuery,
  useGetOrderSettingsQuery,
} from '../../../../generated/hooks';
import { formatMoney } from '../../../shared/catalog/price';
import { pathFor } from '../../../shared/routing/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { splitServerErrors } from '../../lib/server-errors';
import { useHydrated } from '../../lib/session/useHydrated';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useCart, type Cart } from '../../lib/cart/useCart';
import { orderItemsOf } from '../../lib/cart/cart-storage';
import { OrderAmounts } from '../../ui/order/OrderAmounts';
import { THANK_YOU_SEGMENT } from '../../../shared/routing/thank-you';
import { CartLines } from './CartLines';
import { browserSessionStorage, checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt';
import { createOrderVariables, validateCheckout, REQUIRED_FIELDS, type CheckoutField } from './checkout-form';
import { CheckoutForm, checkoutFieldId } from './CheckoutForm';
import { EmptyCart } from './EmptyCart';
import { PromoCodeForm } from './PromoCodeForm';
import { useBilledCart } from './useBilledCart';
import { useCheckoutValues } from './useCheckoutValues';
import './checkout.css';

type FieldErrors = Partial<Record<CheckoutField, string>>;

const FIELD_ORDER: readonly CheckoutField[] = [...REQUIRED_FIELDS, 'company', 'vat_number', 'note'];

function focusFirst(errors: FieldErrors): void {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.getElementById(checkoutFieldId(first))?.focus();
}

/**
 * Checkout (spec §2 placanje / checkout): the cart priced by the server, the buyer's details, the order button.
 * The cart is the browser's, so the server's page and hydration show a loading state; it holds the
 * screen's height (checkout.css) and gives way to the whole checkout in one step once the cart's
 * prices, the countries and the settings are in: nothing the shopper already sees moves.
 */
export default function CheckoutPage() {
  const t = useT();
  const cart = useCart();
  const hydrated = useHydrated();
  useSeo({ title: t('checkout.title'), description: t('checkout.description') });
  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      {!hydrated ? <Spinner /> : cart.lines.length === 0 ? <EmptyCart /> : <Checkout cart={cart} />}
    </div>
  );
}

function Checkout({ cart }: { cart: Cart }) {
  const t = useT();
  const { lang } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settingsQuery = useGetOrderSettingsQuery();
  const countriesQuery = useGetOrderCountriesQuery();
  const settings = settingsQuery.data?.orderSettings;
  const countries = countriesQuery.data?.orderCountries;
  const { values, setField, fromProfile } = useCheckoutValues(countries, settings?.payment_methods);
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<unknown>(null);
  // A second click can arrive before React re-renders the disabled button.
  const sending = useRef(false);
  const createOrder = useCreateOrderMutation();

  const quoteQuery = useGetOrderQuoteQuery(
    { items: orderItemsOf(cart.lines), country_id: values.country_id || null, promo_code: promoCode },
    { placeholderData: keepPreviousData, enabled: countriesQuery.isSuccess },
  );
  const quote = quoteQuery.data?.orderQuote;
  const updating = quoteQuery.isFetching;
  const billed = useBilledCart(cart, quoteQuery.isPlaceholderData ? undefined : quote?.items);

  const change = (field: CheckoutField, value: string) => {
    setField(field, value);
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const belowMinimum = Boolean(settings && quote && settings.min_order_total > 0 && quote.subtotal < settings.min_order_total);

  const submit = () => {
    if (sending.current) return;
    const found = validateCheckout(values);
    const translated: FieldErrors = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)]));
    setErrors(translated);
    setSubmitError(null);
    if (Object.keys(translated).length > 0) {
      focusFirst(translated);
      return;
    }
    if (!quote || updating || belowMinimum) return;
    sending.current = true;
    const variables = createOrderVariables(values, cart.lines, checkoutAttemptKey(browserSessionStorage()), quote.promo_code ?? null);
    createOrder.mutate(variables, {
      onSuccess: ({ createOrder: order }) => {
        endCheckoutAttempt(browserSessionStorage());
        // The status page opens at once with what the server just answered.
        const answer: GetOrderQuery = { order, orderSettings: { bank_account: settings?.bank_account ?? null } };
        queryClient.setQueryData(getOrderQueryKey({ code: order.code }), answer);
        toast.success(t('checkout.placed'));
        navigate(pathFor('order', lang, { code: order.code, thankYou: THANK_YOU_SEGMENT[lang] }));
        cart.clear();
      },
      onError: (error) => {
        // The order was priced anew and refused (a promo code used up meanwhile, stock gone): the
        // summary asks for the server's price now rather than keep showing the refused one.
        void queryClient.invalidateQueries({ queryKey: getOrderQuoteQueryKey() });
        const server = splitServerErrors(error, FIELD_ORDER);
        setErrors(server.fields);
        setSubmitError(server.general || t('form.fixErrors'));
        focusFirst(server.fields);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const hasFieldErrors = Object.keys(errors).length > 0;
  const loading = (!quote && !quoteQuery.error) || (!settings && !settingsQuery.error) || (!countries && !countriesQuery.error);
  if (loading) return <Spinner />;
  return (
    <div className="checkout-layout">
      <section className="checkout-cart" aria-labelledby="checkout-cart-title">
        <h2 id="checkout-cart-title">{t('checkout.cart')}</h2>
        {quoteQuery.error ? (
          <>
            <ErrorBox error={quoteQuery.error} />
            <button type="button" className="button" onClick={() => cart.clear()}>
              {t('checkout.clearCart')}
            </button>
          </>
        ) : (
          quote && (
            <CartLines
              items={quote.items}
              lines={cart.lines}
              currency={quote.currency}
              reduced={billed.reduced}
              onQuantity={(productId, quantity, most) => {
                billed.changed(productId);
                cart.setQuantity(productId, quantity, most);
              }}
              onRemove={(productId) => {
                cart.remove(productId);
                toast.success(t('checkout.removed'));
              }}
            />
          )
        )}
      </section>

      <aside className="checkout-summary" aria-labelledby="checkout-summary-title" aria-busy={updating}>
        <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
        {quote && <OrderAmounts {...quote} />}
        {updating && quote && (
          <p className="form-hint" role="status">
            {t('checkout.updating')}
          </p>
        )}
        <PromoCodeForm accepted={quote?.promo_code ?? null} refusal={quote?.promo_code_error ?? null} checking={updating} onApply={setPromoCode} />
      </aside>

      <div className="checkout-details">
        {settingsQuery.error || countriesQuery.error ? (
          <ErrorBox error={settingsQuery.error ?? countriesQuery.error} />
        ) : (
          settings &&
          countries && (
            <CheckoutForm
              values={values}
              errors={errors}
              countries={countries}
              paymentMethods={settings.payment_methods}
              bankAccount={settings.bank_account}
              onChange={change}
              onSubmit={submit}
              sending={createOrder.isPending}
              blocked={belowMinimum || !quote || updating}
            >
              {fromProfile && <p className="form-hint">{t('checkout.loggedIn')}</p>}
              {settings.delivery_days > 0 && <p className="form-hint">{t('checkout.deliveryDays', { days: settings.delivery_days })}</p>}
              {settings.checkout_note && <p className="checkout-note">{settings.checkout_note}</p>}
              {belowMinimum && quote && (
                <p className="form-error" role="alert">
                  {t('checkout.minTotal', { amount: formatMoney(settings.min_order_total, quote.currency) })}
                </p>
              )}
              {hasFieldErrors && !submitError && (
                <p className="form-error" role="alert">
                  {t('form.fixErrors')}
                </p>
              )}
              {submitError != null && <ErrorBox error={submitError} />}
            </CheckoutForm>
          )
        )}
      </div>
    </div>
  );
}
