import { Field, fieldA11y } from './Field';
import { useAdminT } from '../i18n/useAdminT';
import type { CatalogTextField, CatalogTextValues } from './catalog-texts';

interface Props {
  /** Prefix of the inputs' ids, e.g. 'category'. */
  idPrefix: string;
  values: CatalogTextValues;
  errors: Record<string, string>;
  languageName: string;
  onChange: (field: CatalogTextField, value: string) => void;
  /** The hint under the texts' heading; the catalog's by default. */
  textsHint?: string;
  descriptionRows?: number;
}

/** Name, slug, description and SEO of a category, brand or product, in the language being edited. */
export function CatalogTextFields({ idPrefix, values, errors, languageName, onChange, textsHint, descriptionRows = 5 }: Props) {
  const t = useAdminT();
  const input = (field: CatalogTextField, required = false, hint?: string) => {
    const id = `${idPrefix}-${field}`;
    return (
      <Field id={id} label={t(`product.field.${field}`)} error={errors[field]} hint={hint} required={required}>
        <input
          {...fieldA11y(id, errors[field], hint)}
          type="text"
          value={values[field]}
          aria-required={required || undefined}
          onChange={(event) => onChange(field, event.target.value)}
        />
      </Field>
    );
  };
  const area = (field: 'description' | 'seo_description', rows: number, hint?: string) => {
    const id = `${idPrefix}-${field}`;
    return (
      <Field id={id} label={t(`product.field.${field}`)} error={errors[field]} hint={hint}>
        <textarea
          {...fieldA11y(id, errors[field], hint)}
          rows={rows}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      </Field>
    );
  };
  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.texts', { language: languageName })}</legend>
        <p className="admin-hint">{textsHint ?? t('admin.catalog.textsHint')}</p>
        {input('name', true)}
        {input('slug', true, t('product.slugHint'))}
        {area('description', descriptionRows, t('product.descriptionHint'))}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.seo', { language: languageName })}</legend>
        {input('seo_title')}
        {input('seo_keywords', false, t('product.keywordsHint'))}
        {area('seo_description', 3)}
      </fieldset>
    </>
  );
}
