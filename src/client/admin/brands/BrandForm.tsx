import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
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
import { slugify } from '../../../shared/slug';
import { brandPath, brandsPath } from '../kit/catalog-paths';
import { CatalogTextFields } from '../kit/CatalogTextFields';
import { catalogTextVariables, checkRequired, parsePosition, type CatalogTextField, type CatalogTextValues } from '../kit/catalog-texts';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { FormProblems } from '../kit/FormProblems';
import { ImageField } from '../kit/ImageField';
import { Translations } from '../kit/Translations';
import { formErrors, useLanguageName } from '../kit/useFormErrors';

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
  const save = useUpsertBrandMutation();
  const remove = useDeleteBrandMutation();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [slugTyped, setSlugTyped] = useState(initial.slug !== '');

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: getBrandsWithPaginationQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getBrandsQueryKey() });
  };

  const changeText = (field: CatalogTextField, value: string) => {
    if (field === 'slug') setSlugTyped(value !== '');
    setValues((current) =>
      field === 'name' && !slugTyped ? { ...current, name: value, slug: slugify(value) } : { ...current, [field]: value },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRequired(values, ['name', 'slug']);
    const position = parsePosition(values.position);
    if (Number.isNaN(position)) found['position'] = 'admin.catalog.error.position';
    setProblems(found);
    if (Object.keys(found).length > 0) {
      save.reset();
      return;
    }
    save.mutate(
      { id: brand?.id ?? null, ...catalogTextVariables(values), position, image_id: values.image?.id ?? null },
      {
        onSuccess: ({ upsertBrand }) => {
          queryClient.setQueryData(getAdminBrandQueryKey({ id: upsertBrand.id }), { brand: upsertBrand });
          refreshLists();
          toast.success(t('admin.catalog.brand.saved', { name: upsertBrand.name }));
          if (!brand) void navigate(brandPath(upsertBrand.id), { replace: true });
        },
      },
    );
  };

  const onDelete = () => {
    if (!brand) return;
    remove.mutate(
      { id: brand.id },
      {
        onSuccess: ({ deleteBrand }) => {
          if (!deleteBrand.success) return;
          refreshLists();
          toast.success(t('admin.catalog.brand.deleted', { name: brand.name }));
          void navigate(brandsPath(), { replace: true });
        },
      },
    );
  };

  const { errors, general, invalid } = formErrors(t, problems, save.isError ? save.error : null, SERVER_FIELDS);
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
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('product.save', { language: languageName })}
        </button>
      </div>
      {brand && (
        <ConfirmDelete
          label={t('admin.catalog.brand.delete')}
          question={t('admin.catalog.brand.deleteQuestion', { name: brand.name })}
          pending={remove.isPending}
          error={remove.error}
          refusal={remove.data?.deleteBrand.success === false ? remove.data.deleteBrand.error : null}
          onConfirm={onDelete}
        />
      )}
    </form>
  );
}
