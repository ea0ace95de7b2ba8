import { useGetBrandsQuery, useGetCategoriesQuery, useGetGroupsQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';
import { categoryOptions, indentedName } from './category-options';
import type { ProductFormValues } from './product-form';

type Editable = Pick<ProductFormValues, 'brand_id' | 'main_category_id' | 'other_category_ids' | 'group_id' | 'specifications'>;

interface Props {
  values: ProductFormValues;
  /** What the form was opened with: switching back to the saved group shows its saved values again. */
  saved: Pick<ProductFormValues, 'group_id' | 'specifications'>;
  errors: Record<string, string>;
  onChange: (changes: Partial<Editable>) => void;
}

/** Brand, main and further categories, the group and the product's values for the group's filters. */
export function ProductCatalogFields({ values, saved, errors, onChange }: Props) {
  const t = useAdminT();
  const categories = useGetCategoriesQuery();
  const brands = useGetBrandsQuery();
  const groups = useGetGroupsQuery();
  const options = categoryOptions(categories.data?.categories ?? []);
  const group = groups.data?.groups.find((candidate) => candidate.id === values.group_id);

  const toggleCategory = (id: string, on: boolean) =>
    onChange({
      other_category_ids: on ? [...values.other_category_ids, id] : values.other_category_ids.filter((other) => other !== id),
    });

  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.catalog')}</legend>
        {(categories.isError || brands.isError || groups.isError) && (
          <ErrorBox error={categories.error ?? brands.error ?? groups.error} />
        )}
        <div className="admin-columns">
          <Field id="product-brand_id" label={t('product.field.brand_id')} error={errors['brand_id']}>
            <select
              {...fieldA11y('product-brand_id', errors['brand_id'])}
              value={values.brand_id}
              onChange={(event) => onChange({ brand_id: event.target.value })}
            >
              <option value="">{t('product.noBrand')}</option>
              {(brands.data?.brands ?? []).map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="product-main_category" label={t('product.field.main_category')} error={errors['category_ids']}>
            <select
              {...fieldA11y('product-main_category', errors['category_ids'])}
              value={values.main_category_id}
              onChange={(event) => onChange({ main_category_id: event.target.value })}
            >
              <option value="">{t('product.noCategory')}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {indentedName(option)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <fieldset className="admin-fieldset admin-scroll-list">
          <legend>{t('product.field.other_categories')}</legend>
          {options
            .filter((option) => option.id !== values.main_category_id)
            .map((option) => (
              <label key={option.id} className={`admin-check admin-depth-${option.depth}`}>
                <input
                  type="checkbox"
                  checked={values.other_category_ids.includes(option.id)}
                  onChange={(event) => toggleCategory(option.id, event.target.checked)}
                />
                {option.name}
              </label>
            ))}
        </fieldset>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.specifications')}</legend>
        <Field id="product-group_id" label={t('product.field.group_id')} error={errors['group_id']} hint={t('product.groupHint')}>
          <select
            {...fieldA11y('product-group_id', errors['group_id'], t('product.groupHint'))}
            value={values.group_id}
            // Another group has other filters: the previous group's values no longer apply.
            onChange={(event) =>
              onChange({ group_id: event.target.value, specifications: event.target.value === saved.group_id ? saved.specifications : {} })
            }
          >
            <option value="">{t('product.noGroup')}</option>
            {(groups.data?.groups ?? []).map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name || candidate.names.find(Boolean)}
              </option>
            ))}
          </select>
        </Field>
        {errors['specifications'] && (
          <p className="admin-field-error" role="alert">
            {errors['specifications']}
          </p>
        )}
        {group && group.filters.length === 0 && <p className="admin-hint">{t('product.groupWithoutFilters')}</p>}
        <div className="admin-columns">
          {group?.filters.map((filter) => {
            const id = `product-spec-${filter.id}`;
            const value = values.specifications[filter.id] ?? '';
            // Without a value in this language the shop shows the other language's; say so beside the empty field.
            const fallback = group.id === saved.group_id && !value ? values.specification_fallbacks[filter.id] : undefined;
            const hint = fallback ? t('product.specFallback', { value: fallback }) : undefined;
            return (
              <Field key={filter.id} id={id} label={filter.name || filter.names.find(Boolean) || filter.id} hint={hint}>
                <input
                  {...fieldA11y(id, undefined, hint)}
                  type="text"
                  placeholder={fallback}
                  value={value}
                  onChange={(event) => onChange({ specifications: { ...values.specifications, [filter.id]: event.target.value } })}
                />
              </Field>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
