import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/navigation';
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
import { categoriesPath, categoryPath } from '../kit/catalog-paths';
import { CatalogTextFields } from '../kit/CatalogTextFields';
import { catalogTextVariables, checkRequired, type CatalogTextValues } from '../kit/catalog-texts';
import { allowedParents, depthOf, type TreeCategory } from './category-tree';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { FormProblems } from '../kit/FormProblems';
import { ImageField } from '../kit/ImageField';
import { Translations } from '../kit/Translations';
import { SaveButton } from '../kit/SaveButton';
import { useEntityDelete, useEntityForm } from '../kit/useEntityForm';
import { useLanguageName } from '../kit/useFormErrors';
import { useSlugFollowsName } from '../kit/useSlugFollowsName';

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
  const lists = [getCategoriesWithPaginationQueryKey(), getCategoriesQueryKey()];
  const { values, setValues, errors, general, invalid, onSubmit, saving } = useEntityForm({
    initial,
    mutation: useUpsertCategoryMutation(),
    check: (values: CategoryFormValues) => checkRequired(values, ['name', 'slug']),
    toVariables: (values) => ({
      id: category?.id ?? null,
      ...catalogTextVariables(values),
      parent_id: values.parent_id || null,
      image_id: values.image?.id ?? null,
    }),
    serverFields: SERVER_FIELDS,
    invalidate: lists,
    savedMessage: ({ upsertCategory }) => t('admin.catalog.category.saved', { name: upsertCategory.name }),
    onSaved: ({ upsertCategory }) => {
      queryClient.setQueryData(getCategoryQueryKey({ id: upsertCategory.id }), { category: upsertCategory });
      if (!category) void navigate(categoryPath(upsertCategory.id), { replace: true });
    },
  });
  const remove = useEntityDelete({
    id: category?.id,
    mutation: useDeleteCategoryMutation(),
    outcome: ({ deleteCategory }) => deleteCategory,
    invalidate: lists,
    deletedMessage: t('admin.catalog.category.deleted', { name: category?.name ?? '' }),
    onDeleted: () => {
      if (category) queryClient.removeQueries({ queryKey: getCategoryQueryKey({ id: category.id }) });
      void navigate(categoriesPath(), { replace: true });
    },
  });
  const changeText = useSlugFollowsName(initial.slug, setValues);

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
        <Field id="category-parent" label={t('admin.catalog.category.parent')} error={parentError} hint={t('rule.categoryTooDeep')}>
          <select
            {...fieldA11y('category-parent', parentError, t('rule.categoryTooDeep'))}
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
        tab="categories"
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
      <SaveButton saving={saving} languageName={languageName} />
      {category && (
        <ConfirmDelete
          label={t('admin.catalog.category.delete')}
          question={t('admin.catalog.category.deleteQuestion', { name: category.name })}
          {...remove}
        />
      )}
    </form>
  );
}
