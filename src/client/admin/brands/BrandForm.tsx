import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/navigation';
import type { BrandFormFragment, ImageFragment } from '../../../../generated/client/graphql';
import {
  getAdminBrandQueryKey,
  getBrandsQueryKey,
  getBrandsWithPaginationQueryKey,
  useDeleteBrandMutation,
  useUpsertBrandMutation,
} from '../../../../generated/hooks';
import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';
import { brandPath, brandsPath } from '../kit/catalog-paths';
import { CatalogTextFields } from '../kit/CatalogTextFields';
import { catalogTextVariables, checkRequired, parsePosition, type CatalogTextValues } from '../kit/catalog-texts';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { FormProblems } from '../kit/FormProblems';
import { ImageField } from '../kit/ImageField';
import { Translations } from '../kit/Translations';
import { SaveButton } from '../kit/SaveButton';
import { useEntityDelete, useEntityForm } from '../kit/useEntityForm';
import { useLanguageName } from '../kit/useFormErrors';
import { useSlugFollowsName } from '../kit/useSlugFollowsName';

export interface BrandFormValues extends CatalogTextValues {
  /** As typed; '' keeps the current place (a new brand goes last). */
  position: string;
  image: ImageFragment | null;
}

const SERVER_FIELDS = ['name', 'slug', 'description', 'image_id', 'position', 'seo_title', 'seo_keywords', 'seo_description'];

/** A brand's form in the admin's language: every UpsertBrand field, the logo from the files. */
export function BrandForm({ brand, initial }: { brand: BrandFormFragment | null; initial: BrandFormValues }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const languageName = useLanguageName();
  const lists = [getBrandsWithPaginationQueryKey(), getBrandsQueryKey()];
  const { values, setValues, errors, general, invalid, onSubmit, saving } = useEntityForm({
    initial,
    mutation: useUpsertBrandMutation(),
    check: (values: BrandFormValues) => {
      const found = checkRequired(values, ['name', 'slug']);
      if (Number.isNaN(parsePosition(values.position))) found['position'] = 'admin.catalog.error.position';
      return found;
    },
    toVariables: (values) => ({
      id: brand?.id ?? null,
      ...catalogTextVariables(values),
      position: parsePosition(values.position),
      image_id: values.image?.id ?? null,
    }),
    serverFields: SERVER_FIELDS,
    invalidate: lists,
    savedMessage: ({ upsertBrand }) => t('admin.catalog.brand.saved', { name: upsertBrand.name }),
    onSaved: ({ upsertBrand }) => {
      queryClient.setQueryData(getAdminBrandQueryKey({ id: upsertBrand.id }), { brand: upsertBrand });
      if (!brand) void navigate(brandPath(upsertBrand.id), { replace: true });
    },
  });
  const remove = useEntityDelete({
    id: brand?.id,
    mutation: useDeleteBrandMutation(),
    outcome: ({ deleteBrand }) => deleteBrand,
    invalidate: lists,
    deletedMessage: t('admin.catalog.brand.deleted', { name: brand?.name ?? '' }),
    onDeleted: () => void navigate(brandsPath(), { replace: true }),
  });
  const changeText = useSlugFollowsName(initial.slug, setValues);

  const positionHint = t('admin.catalog.brand.positionHint');

  return (
    <form className="admin-form catalog-form" onSubmit={onSubmit} noValidate>
      <FormProblems invalid={invalid} general={general} />
      <CatalogTextFields idPrefix="brand" values={values} errors={errors} languageName={languageName} onChange={changeText} />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.catalog.brand.listing')}</legend>
        <Field id="brand-position" label={t('admin.catalog.brand.position')} error={errors['position']} hint={positionHint}>
          <input
            {...fieldA11y('brand-position', errors['position'], positionHint)}
            type="text"
            inputMode="numeric"
            value={values.position}
            onChange={(event) => setValues({ ...values, position: event.target.value })}
          />
        </Field>
      </fieldset>
      <ImageField
        id="brand-logo"
        tab="brands"
        label={t('admin.catalog.brand.logo')}
        image={values.image}
        error={errors['image_id']}
        onChange={(image) => setValues({ ...values, image })}
      />
      {brand && (
        <Translations
          rows={[
            { label: t('product.field.name'), values: brand.names },
            { label: t('product.field.slug'), values: brand.slugs },
            { label: t('product.field.seo_title'), values: brand.seo_titles },
            { label: t('product.field.seo_description'), values: brand.seo_descriptions },
          ]}
        />
      )}
      <SaveButton saving={saving} languageName={languageName} />
      {brand && (
        <ConfirmDelete
          label={t('admin.catalog.brand.delete')}
          question={t('admin.catalog.brand.deleteQuestion', { name: brand.name })}
          {...remove}
        />
      )}
    </form>
  );
}
