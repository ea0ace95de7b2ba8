import type { FormEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import type { GetOrderCountriesQuery, PaymentMethod } from '../../../../generated/client/graphql';
import { useT } from './messages';
import { FormField, RequiredMark } from '../../ui/FormField';
import { SubmitButton } from '../../ui/SubmitButton';
import { REQUIRED_FIELDS, type CheckoutField, type CheckoutValues } from './checkout-form';

type Country = GetOrderCountriesQuery['orderCountries'][number];

const CARD_NOTES_ID = 'checkout-card-notes';

/** The id of a field's control, so the first invalid one can be focused. */
export const checkoutFieldId = (field: CheckoutField) => `checkout-${field}`;

interface TextFieldSpec {
  field: Exclude<CheckoutField, 'country_id' | 'payment_method' | 'note'>;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  hintKey?: string;
}

const BUYER_FIELDS: TextFieldSpec[] = [
  { field: 'name', autoComplete: 'given-name' },
  { field: 'lastname', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];
const ADDRESS_FIELDS: TextFieldSpec[] = [
  { field: 'address', autoComplete: 'street-address' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'zip', autoComplete: 'postal-code' },
];
const COMPANY_FIELDS: TextFieldSpec[] = [
  { field: 'company', autoComplete: 'organization', hintKey: 'checkout.companyHint' },
  { field: 'vat_number', autoComplete: 'off' },
];

interface Props {
  values: CheckoutValues;
  /** Translated errors by field, from the form's checks or the server. */
  errors: Partial<Record<CheckoutField, string>>;
  countries: readonly Country[];
  paymentMethods: readonly PaymentMethod[];
  bankAccount: string | null | undefined;
  onChange(field: CheckoutField, value: string): void;
  onSubmit(): void;
  sending: boolean;
  /** Why the order cannot be placed yet (e.g. below the smallest total); the button stays off. */
  blocked: boolean;
  /** Shown above the order button: the checkout note, minimum total, server error. */
  children?: ReactNode;
}

/** The buyer's details, delivery address, payment method and note, and the order button. */
export function CheckoutForm({ values, errors, countries, paymentMethods, bankAccount, onChange, onSubmit, sending, blocked, children }: Props) {
  const t = useT();
  const isRequired = (field: CheckoutField) => REQUIRED_FIELDS.includes(field);
  const label = (field: CheckoutField) => t(`checkout.field.${field}`);

  const textField = ({ field, type = 'text', autoComplete, hintKey }: TextFieldSpec) => (
    <FormField key={field} id={checkoutFieldId(field)} label={label(field)} required={isRequired(field)} error={errors[field]} hint={hintKey ? t(hintKey) : undefined}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} value={values[field]} onChange={(event) => onChange(field, event.target.value)} />}
    </FormField>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const paymentError = errors.payment_method;
  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title">{t('checkout.form')}</h2>
      <p className="form-hint">{t('form.requiredNote')}</p>
      <div className="form-grid">{BUYER_FIELDS.map(textField)}</div>
      <div className="form-grid">
        {ADDRESS_FIELDS.map(textField)}
        <FormField id={checkoutFieldId('country_id')} label={label('country_id')} required error={errors.country_id}>
          {(control) => (
            <select {...control} autoComplete="country" value={values.country_id} onChange={(event) => onChange('country_id', event.target.value)}>
              {values.country_id === '' && <option value="" />}
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="form-grid">{COMPANY_FIELDS.map(textField)}</div>

      {paymentMethods.length > 0 && (
        <fieldset className={`payment-methods${paymentError ? ' form-field-invalid' : ''}`} aria-describedby={paymentError ? 'checkout-payment_method-error' : undefined}>
          <legend>
            {label('payment_method')}{' '}
            <RequiredMark />
          </legend>
          {paymentMethods.map((method, index) => (
            <label key={method} className="payment-method">
              <input
                type="radio"
                name="payment_method"
                id={index === 0 ? checkoutFieldId('payment_method') : undefined}
                value={method}
                checked={values.payment_method === method}
                onChange={() => onChange('payment_method', method)}
                aria-invalid={Boolean(paymentError)}
                aria-describedby={method === 'CARD' && values.payment_method === 'CARD' ? CARD_NOTES_ID : undefined}
                required
              />
              {t(`checkout.payment.${method}`)}
            </label>
          ))}
          {values.payment_method === 'BANK_TRANSFER' && bankAccount && <p className="form-hint">{t('checkout.bankAccount', { account: bankAccount })}</p>}
          {values.payment_method === 'CARD' && (
            <div id={CARD_NOTES_ID} className="payment-card-notes">
              <p className="form-hint">{t('checkout.cardBankPage')}</p>
              <p className="form-hint">{t('checkout.cardCurrency')}</p>
            </div>
          )}
          {paymentError && (
            <p id="checkout-payment_method-error" className="form-error">
              {paymentError}
            </p>
          )}
        </fieldset>
      )}

      <FormField id={checkoutFieldId('note')} label={label('note')} error={errors.note}>
        {(control) => <textarea {...control} rows={3} value={values.note} onChange={(event) => onChange('note', event.target.value)} />}
      </FormField>

      {children}

      <SubmitButton busy={sending} disabled={blocked} label={t('checkout.place')} busyLabel={t('checkout.placing')} className="checkout-place" />
    </form>
  );
}
