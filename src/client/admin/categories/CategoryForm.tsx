import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { CategoryFormFragment, ImageFragment } from '../../../../generated/client/graphql';
import {
  getCategoriesQueryKey,
  getCategoriesWithPaginationQueryKey,
  getCategoryQueryKey,
  useDeleteCategoryMutation,
  useUpsertCategoryMutation,
} from '../../../../generated/hooks';
import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';
import { slugify } from '../../../shared/slug';
import { categoriesPath, categoryPath } from '../kit/catalog-paths';
import { CatalogTextFields } from '../kit/CatalogTextFields';
import { catalogTextVariables, checkRequired, type CatalogTextField, type CatalogTextValues } from '../kit/catalog-texts';
import { allowedParents, depthOf, type TreeCategory } from './category-tree';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { FormProblems } from '../kit/FormProblems';
import { ImageField } from '../kit/ImageField';
import { Translations } from '../kit/Translations';
import { formErrors, useLanguageName } from '../kit/useFormErrors';

export interface CategoryFormValues extends CatalogTextValues {
  parent_id: string;
  image: ImageFragment | null;
}

const SERVER_FIELDS = ['name', 'slug', 'parent_id', 'image_id', 'description', 'seo_title', 'seo_keywords', 'seo_description'];

interface Props {
  /** The saved category; null for a new one. */
  category: CategoryFormFragment | null;
  initial: CategoryFormValues;
  /** Every category, for the parent picker. */
  categories: readonly TreeCategory[];
}

/** A category's form in the admin's language: saved with UpsertCategory, refused values pointed at and kept. */
export function CategoryForm({ category, initial, categories }: Props) {
  const t = useAdminT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const languageName = useLanguageName();
  const save = useUpsertCategoryMutation();
  const remove = useDeleteCategoryMutation();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [slugTyped, setSlugTyped] = useState(initial.slug !== '');

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: getCategoriesWithPaginationQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getCategoriesQueryKey() });
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
    setProblems(found);
    if (Object.keys(found).length > 0) {
      save.reset();
      return;
    }
    save.mutate(
      {
        id: category?.id ?? null,
        ...catalogTextVariables(values),
        parent_id: values.parent_id || null,
        image_id: values.image?.id ?? null,
      },
      {
        onSuccess: ({ upsertCategory }) => {
          queryClient.setQueryData(getCategoryQueryKey({ id: upsertCategory.id }), { category: upsertCategory });
          refreshLists();
          toast.success(t('admin.catalog.category.saved', { name: upsertCategory.name }));
          if (!category) void navigate(categoryPath(upsertCategory.id), { replace: true });
        },
      },
    );
  };

  const onDelete = () => {
    if (!category) return;
    remove.mutate(
      { id: category.id },
      {
        onSuccess: ({ deleteCategory }) => {
          if (!deleteCategory.success) return;
          refreshLists();
          queryClient.removeQueries({ queryKey: getCategoryQueryKey({ id: category.id }) });
          toast.success(t('admin.catalog.category.deleted', { name: category.name }));
          void navigate(categoriesPath(), { replace: true });
        },
      },
    );
  };

  const { errors, general, invalid } = formErrors(t, problems, save.isError ? save.error : null, SERVER_FIELDS);
  const parents = allowedParents(categories, category?.id ?? null);
  // The current parent stays choosable even when the tree has changed under the form.
  const parentChoices = values.parent_id && !parents.some((parent) => parent.id === values.parent_id)
    ? [...parents, ...categories.filter((candidate) => candidate.id === values.parent_id)]
    : parents;
  const parentError = errors['parent_id'];

  return (
    <form className="admin-form catalog-form" onSubmit={onSubmit} noValidate aria-label={category ? category.name : t('admin.catalog.category.new')}>
      <FormProblems invalid={invalid} general={general} />
      <CatalogTextFields idPrefix="category" values={values} errors={errors} languageName={languageName} onChange={changeText} />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.catalog.category.placement')}</legend>
        <Field id="category-parent" label={t('admin.catalog.category.parent')} error={parentError} hint={t('admin.catalog.category.parentHint')}>
          <select
            {...fieldA11y('category-parent', parentError, t('admin.catalog.category.parentHint'))}
            value={values.parent_id}
            onChange={(event) => setValues({ ...values, parent_id: event.target.value })}
          >
            <option value="">{t('admin.catalog.category.topLevel')}</option>
            {parentChoices.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {`${'— '.repeat(depthOf(categories, parent.id))}${parent.name}`}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <ImageField
        id="category-image"
        label={t('admin.catalog.category.image')}
        image={values.image}
        error={errors['image_id']}
        onChange={(image) => setValues({ ...values, image })}
      />
      {category && (
        <Translations
          rows={[
            { label: t('product.field.name'), values: category.names },
            { label: t('product.field.slug'), values: category.slugs },
            { label: t('product.field.seo_title'), values: category.seo_titles },
            { label: t('product.field.seo_description'), values: category.seo_descriptions },
          ]}
        />
      )}
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('product.save', { language: languageName })}
        </button>
      </div>
      {category && (
        <ConfirmDelete
          label={t('admin.catalog.category.delete')}
          question={t('admin.catalog.category.deleteQuestion', { name: category.name })}
          pending={remove.isPending}
          error={remove.error}
          refusal={remove.data?.deleteCategory.success === false ? remove.data.deleteCategory.error : null}
          onConfirm={onDelete}
        />
      )}
    </form>
  );
}
