import { useRef } from 'react';
import { useNavigate } from '../../lib/navigation';
import type { GroupFieldsFragment } from '../../../../generated/client/graphql';
import { getGroupsQueryKey, useDeleteGroupMutation, useUpdateGroupMutation } from '../../../../generated/hooks';
import type { LanguageId } from '../../../shared/i18n/languages';
import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';
import { groupsPath } from '../kit/catalog-paths';
import { checkRequired, parsePosition } from '../kit/catalog-texts';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { FormProblems } from '../kit/FormProblems';
import { Translations } from '../kit/Translations';
import { SaveButton } from '../kit/SaveButton';
import { useEntityDelete, useEntityForm } from '../kit/useEntityForm';
import { useLanguageName } from '../kit/useFormErrors';

/** A filter row of the form: an existing filter keeps its id; `key` tells React rows apart. */
export interface FilterRow {
  key: string;
  id: string | null;
  name: string;
  /** The other language's name, shown while this language has none. */
  fallback?: string;
}

export interface GroupFormValues {
  name: string;
  description: string;
  position: string;
  filters: FilterRow[];
}

export function groupToForm(group: GroupFieldsFragment, lang: LanguageId): GroupFormValues {
  return {
    name: group.names[lang] ?? '',
    description: group.descriptions[lang] ?? '',
    position: String(group.position),
    filters: [...group.filters]
      .sort((a, b) => a.position - b.position)
      .map((filter) => ({ key: filter.id, id: filter.id, name: filter.names[lang] ?? '', fallback: filter.names.find(Boolean) ?? '' })),
  };
}

const SERVER_FIELDS = ['name', 'description', 'position', 'filters'];

/** A group's form (UpdateGroup): texts in the admin's language, its position, and its filters in order. */
export function GroupForm({ group, initial }: { group: GroupFieldsFragment; initial: GroupFormValues }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const languageName = useLanguageName();
  const lists = [getGroupsQueryKey()];
  const { values, setValues, errors, general, invalid, onSubmit, saving } = useEntityForm({
    initial,
    mutation: useUpdateGroupMutation(),
    check: (values: GroupFormValues) => {
      const found = checkRequired(values, ['name']);
      if (Number.isNaN(parsePosition(values.position))) found['position'] = 'admin.catalog.error.position';
      if (values.filters.some((filter) => filter.name.trim() === '')) found['filters'] = 'admin.catalog.group.error.filterName';
      return found;
    },
    toVariables: (values) => ({
      id: group.id,
      name: values.name.trim(),
      description: values.description.trim(),
      position: parsePosition(values.position),
      filters: values.filters.map((filter, index) => ({ id: filter.id, name: filter.name.trim(), position: index + 1 })),
    }),
    serverFields: SERVER_FIELDS,
    invalidate: lists,
    savedMessage: ({ updateGroup }) => t('admin.catalog.group.saved', { name: updateGroup.name }),
  });
  const remove = useEntityDelete({
    id: group.id,
    mutation: useDeleteGroupMutation(),
    outcome: ({ deleteGroup }) => deleteGroup,
    invalidate: lists,
    deletedMessage: t('admin.catalog.group.deleted', { name: group.name }),
    onDeleted: () => void navigate(groupsPath(), { replace: true }),
  });
  const newKey = useRef(0);

  const setFilters = (filters: FilterRow[]) => setValues((current) => ({ ...current, filters }));
  const moveFilter = (index: number, step: -1 | 1) => {
    const filters = [...values.filters];
    const [row] = filters.splice(index, 1);
    filters.splice(index + step, 0, row!);
    setFilters(filters);
  };

  const text = (field: 'name' | 'description' | 'position', label: string, required = false) => (
    <Field id={`group-${field}`} label={label} error={errors[field]} required={required}>
      <input
        {...fieldA11y(`group-${field}`, errors[field])}
        type="text"
        inputMode={field === 'position' ? 'numeric' : undefined}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
    </Field>
  );

  return (
    <form className="admin-form catalog-form" onSubmit={onSubmit} noValidate aria-label={group.name}>
      <FormProblems invalid={invalid} general={general} />
      <fieldset className="admin-fieldset">
        <legend>{t('product.section.texts', { language: languageName })}</legend>
        {text('name', t('admin.catalog.group.name'), true)}
        {text('description', t('admin.catalog.group.description'))}
        {text('position', t('admin.catalog.group.position'))}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t('admin.catalog.group.filters', { language: languageName })}</legend>
        <p className="admin-hint">{t('admin.catalog.group.filtersHint')}</p>
        {errors['filters'] && (
          <p className="admin-field-error" role="alert">
            {errors['filters']}
          </p>
        )}
        {values.filters.length === 0 && <p className="admin-hint">{t('product.groupWithoutFilters')}</p>}
        <ol className="catalog-filter-rows">
          {values.filters.map((filter, index) => {
            const id = `group-filter-${filter.key}`;
            const label = t('admin.catalog.group.filter', { number: index + 1 });
            return (
              <li key={filter.key}>
                <Field id={id} label={label}>
                  <input
                    id={id}
                    type="text"
                    value={filter.name}
                    placeholder={filter.fallback}
                    aria-invalid={errors['filters'] && filter.name.trim() === '' ? true : undefined}
                    onChange={(event) =>
                      setFilters(values.filters.map((row) => (row.key === filter.key ? { ...row, name: event.target.value } : row)))
                    }
                  />
                </Field>
                <span className="catalog-row-actions">
                  <button type="button" className="button" disabled={index === 0} onClick={() => moveFilter(index, -1)} aria-label={t('admin.catalog.moveUp', { name: filter.name || label })}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={index === values.filters.length - 1}
                    onClick={() => moveFilter(index, 1)}
                    aria-label={t('admin.catalog.moveDown', { name: filter.name || label })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setFilters(values.filters.filter((row) => row.key !== filter.key))}
                    aria-label={t('admin.catalog.group.removeFilter', { name: filter.name || label })}
                  >
                    ×
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button"
          onClick={() => setFilters([...values.filters, { key: `new-${(newKey.current += 1)}`, id: null, name: '' }])}
        >
          {t('admin.catalog.group.addFilter')}
        </button>
      </fieldset>
      <Translations
        rows={[
          { label: t('admin.catalog.group.name'), values: group.names },
          { label: t('admin.catalog.group.description'), values: group.descriptions },
        ]}
      />
      <SaveButton saving={saving} languageName={languageName} />
      <ConfirmDelete
        label={t('admin.catalog.group.delete')}
        question={t('admin.catalog.group.deleteQuestion', { name: group.name })}
        {...remove}
      />
    </form>
  );
}
