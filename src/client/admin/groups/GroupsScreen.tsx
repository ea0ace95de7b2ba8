import { Link, useNavigate } from '../../lib/navigation';
import { getGroupsQueryKey, useCreateGroupMutation, useGetGroupsQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { Field, fieldA11y } from '../kit/Field';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { groupPath } from '../kit/catalog-paths';
import { checkRequired } from '../kit/catalog-texts';
import { FormProblems } from '../kit/FormProblems';
import { useEntityForm } from '../kit/useEntityForm';
import { useLanguageName } from '../kit/useFormErrors';
import '../kit/catalog.css';
import { TableHead } from '../kit/TableHead';

/** /cms/groups: the product groups with their filters and campaigns, and a form for a new group. */
export default function GroupsScreen() {
  const t = useAdminT();
  useAdminTitle(t('menu.groups'));
  const groups = useGetGroupsQuery({});
  const list = groups.data?.groups ?? [];
  const columns = ['group', 'position', 'products', 'filters', 'campaigns'] as const;

  return (
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('menu.groups')}</h1>
      </div>
      <NewGroupForm />
      {groups.isError && <ErrorBox error={groups.error} />}
      {groups.isPending && <Spinner label={t('common.loading')} />}
      {groups.isSuccess && list.length === 0 && <p className="empty">{t('admin.catalog.groups.empty')}</p>}
      {list.length > 0 && (
        <table className="admin-table">
          <TableHead columns={columns} label={(column) => t(`admin.catalog.groups.column.${column}`)} />
          <tbody>
            {list.map((group) => (
              <tr key={group.id}>
                <td data-label={t('admin.catalog.groups.column.group')}>
                  <Link to={groupPath(group.id)} className="admin-product-cell">
                    {group.name || t('admin.catalog.untitled')}
                  </Link>
                </td>
                <td data-label={t('admin.catalog.groups.column.position')}>{group.position}</td>
                <td data-label={t('admin.catalog.groups.column.products')}>{group.products_count}</td>
                <td data-label={t('admin.catalog.groups.column.filters')}>{group.filters.map((filter) => filter.name).join(', ') || '—'}</td>
                <td data-label={t('admin.catalog.groups.column.campaigns')}>{group.campaigns.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Name and description of a new group (CreateGroup), in the admin's language; the group opens after it is made. */
function NewGroupForm() {
  const t = useAdminT();
  const navigate = useNavigate();
  const languageName = useLanguageName();
  const { values, setValues, errors, general, invalid, onSubmit, saving } = useEntityForm({
    initial: { name: '', description: '' },
    mutation: useCreateGroupMutation(),
    check: (values: { name: string; description: string }) => checkRequired(values, ['name']),
    toVariables: (values) => ({ name: values.name.trim(), description: values.description.trim() }),
    serverFields: ['name', 'description'],
    invalidate: [getGroupsQueryKey()],
    savedMessage: ({ createGroup }) => t('admin.catalog.group.created', { name: createGroup.name }),
    onSaved: ({ createGroup }) => void navigate(groupPath(createGroup.id)),
  });
  return (
    <form className="admin-form catalog-panel" onSubmit={onSubmit} noValidate aria-labelledby="new-group-title">
      <h2 id="new-group-title">{t('admin.catalog.group.new', { language: languageName })}</h2>
      <FormProblems invalid={invalid} general={general} />
      <div className="catalog-inline-form">
        <Field id="new-group-name" label={t('admin.catalog.group.name')} error={errors['name']} required>
          <input
            {...fieldA11y('new-group-name', errors['name'])}
            type="text"
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
        </Field>
        <Field id="new-group-description" label={t('admin.catalog.group.description')} error={errors['description']}>
          <input
            {...fieldA11y('new-group-description', errors['description'])}
            type="text"
            value={values.description}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        </Field>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.catalog.group.create')}
        </button>
      </div>
    </form>
  );
}
