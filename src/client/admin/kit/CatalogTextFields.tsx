import { Field, fieldA11y } from './Field';
import { useAdminT } from '../i18n/useAdminT';
import type { CatalogTextField, CatalogTextValues } from './catalog-texts';
import { RichTextEditor } from './rich-text/RichTextEditor';

interface Props {
  /** Prefix of the inputs' ids, e.g. 'category'. */
  idPrefix: string;
  values: CatalogTextValues;
  errors: Record<string, string>;
  languageName: string;
  onChange: (field: CatalogTextField, value: string) => void;
  /** The hint under the texts' heading; the catalog's by default. */
  textsHint?: string;
}

/** Name, slug, description and SEO of a category, brand or product, in the language being edited. */
export function CatalogTextFields({ idPrefix, values, errors, languageName, onChange, textsHint }: Props) {
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
  const seoDescriptionId = `${idPrefix}-seo_description`;
  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.texts', { language: languageName })}</legend>
        <p className="admin-hint">{textsHint ?? t('admin.catalog.textsHint')}</p>
        {input('name', true)}
        {input('slug', true, t('product.slugHint'))}
        <RichTextEditor
          id={`${idPrefix}-description`}
          label={t('product.field.description')}
          value={values.description}
          hint={t('product.descriptionHint')}
          error={errors['description']}
          onChange={(html) => onChange('description', html)}
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.seo', { language: languageName })}</legend>
        {input('seo_title')}
        {input('seo_keywords', false, t('product.keywordsHint'))}
        <Field id={seoDescriptionId} label={t('product.field.seo_description')} error={errors['seo_description']}>
          <textarea
            {...fieldA11y(seoDescriptionId, errors['seo_description'])}
            rows={3}
            value={values.seo_description}
            onChange={(event) => onChange('seo_description', event.target.value)}
          />
        </Field>
      </fieldset>
    </>
  );
}
