import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';
import type { ProductFormValues } from './product-form';

type Editable = Pick<ProductFormValues, 'code' | 'price' | 'discount_price' | 'stock' | 'new' | 'popular' | 'active' | 'active_from' | 'active_to'>;

interface Props {
  values: ProductFormValues;
  errors: Record<string, string>;
  onChange: <K extends keyof Editable>(field: K, value: Editable[K]) => void;
  /** Sold in variants: the stock is their sum, changed on the variants' page; a new price is every variant's. */
  perVariant?: boolean;
}

/** Code, prices in RSD, stock, the labels (action comes from the action price) and when the product is shown. */
export function ProductPriceFields({ values, errors, onChange, perVariant = false }: Props) {
  const t = useAdminT();
  const text = (field: 'code' | 'price' | 'discount_price' | 'stock', required: boolean, inputMode?: 'decimal' | 'numeric', hint?: string, readOnly = false) => (
    <Field id={`product-${field}`} label={t(`product.field.${field}`)} error={errors[field]} hint={hint} required={required}>
      <input
        {...fieldA11y(`product-${field}`, errors[field], hint)}
        readOnly={readOnly}
        type="text"
        inputMode={inputMode}
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </Field>
  );
  const check = (field: 'active' | 'new' | 'popular') => (
    <label className="admin-check">
      <input type="checkbox" checked={values[field]} onChange={(event) => onChange(field, event.target.checked)} />
      {t(`product.field.${field}`)}
    </label>
  );
  const moment = (field: 'active_from' | 'active_to') => (
    <Field id={`product-${field}`} label={t(`product.field.${field}`)} error={errors[field]}>
      <input
        {...fieldA11y(`product-${field}`, errors[field])}
        type="datetime-local"
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </Field>
  );
  return (
    <>
      <fieldset className="admin-fieldset admin-columns">
        <legend>{t('product.section.prices')}</legend>
        {text('code', true)}
        {text('price', true, 'decimal', perVariant ? t('admin.variants.priceHint') : undefined)}
        {text('discount_price', false, 'decimal', t('product.discountHint'))}
        {text('stock', true, 'numeric', perVariant ? t('admin.variants.stockHint') : undefined, perVariant)}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.status')}</legend>
        <div className="admin-checks">
          {check('active')}
          {check('new')}
          {check('popular')}
        </div>
        <div className="admin-columns">
          {moment('active_from')}
          {moment('active_to')}
        </div>
      </fieldset>
    </>
  );
}
