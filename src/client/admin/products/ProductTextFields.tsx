import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';
import type { ProductFormValues } from './product-form';

type TextField = 'name' | 'slug' | 'description' | 'seo_title' | 'seo_keywords' | 'seo_description';

interface Props {
  values: ProductFormValues;
  errors: Record<string, string>;
  languageName: string;
  onChange: (field: TextField, value: string) => void;
}

/** The product's texts in the language being edited: name, slug, description and SEO. */
export function ProductTextFields({ values, errors, languageName, onChange }: Props) {
  const t = useAdminT();
  const input = (field: TextField, required = false, hint?: string) => (
    <Field id={`product-${field}`} label={t(`product.field.${field}`)} error={errors[field]} hint={hint} required={required}>
      <input
        {...fieldA11y(`product-${field}`, errors[field], hint)}
        type="text"
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </Field>
  );
  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.texts', { language: languageName })}</legend>
        <p className="admin-hint">{t('product.textsHint')}</p>
        {input('name', true)}
        {input('slug', true, t('product.slugHint'))}
        <Field id="product-description" label={t('product.field.description')} error={errors['description']} hint={t('product.descriptionHint')}>
          <textarea
            {...fieldA11y('product-description', errors['description'], t('product.descriptionHint'))}
            rows={8}
            value={values.description}
            onChange={(event) => onChange('description', event.target.value)}
          />
        </Field>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.seo', { language: languageName })}</legend>
        {input('seo_title')}
        {input('seo_keywords', false, t('product.keywordsHint'))}
        <Field id="product-seo_description" label={t('product.field.seo_description')} error={errors['seo_description']}>
          <textarea
            {...fieldA11y('product-seo_description', errors['seo_description'])}
            rows={3}
            value={values.seo_description}
            onChange={(event) => onChange('seo_description', event.target.value)}
          />
        </Field>
      </fieldset>
    </>
  );
}
