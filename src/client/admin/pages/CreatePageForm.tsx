import { useNavigate } from '../../lib/navigation';
import type { PageAdminItemFragment, PageMenu } from '../../../../generated/client/graphql';
import { getAdminPagesQueryKey, useCreatePageMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { useEntityForm } from '../kit/useEntityForm';
import { useSlugFollowsName } from '../kit/useSlugFollowsName';
import { parentOptions } from './page-order';
import { PAGE_MENUS, pagePath } from '../kit/pages-paths';

const SERVER_FIELDS = ['name', 'slug', 'menu', 'parent_id'] as const;

/** Spec §5: a new page needs its name and slug; it starts switched off, in the chosen menu or under a parent. */
export function CreatePageForm({ pages }: { pages: readonly PageAdminItemFragment[] }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const { values, setValues, errors, general, onSubmit, saving } = useEntityForm({
    initial: { name: '', slug: '', menu: 'HIDDEN' as PageMenu, parent_id: '' },
    mutation: useCreatePageMutation(),
    check: (values: { name: string; slug: string }) => {
      const found: Record<string, string> = {};
      if (!values.name.trim()) found['name'] = 'admin.pages.error.name';
      if (!values.slug.trim()) found['slug'] = 'admin.pages.error.slug';
      return found;
    },
    toVariables: ({ name, slug, menu, parent_id }) => ({ name: name.trim(), slug: slug.trim(), menu, parent_id: parent_id || null }),
    serverFields: SERVER_FIELDS,
    invalidate: [getAdminPagesQueryKey()],
    savedMessage: ({ createPage }) => t('admin.pages.created', { name: createPage.name }),
    onSaved: ({ createPage }) => void navigate(pagePath(createPage.id)),
  });
  const changeText = useSlugFollowsName(values.slug, setValues);
  const change = (changes: Partial<typeof values>) => setValues((current) => ({ ...current, ...changes }));
  const parents = parentOptions(pages, null);

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-labelledby="page-create-title">
      <fieldset className="admin-fieldset">
        <legend id="page-create-title">{t('admin.pages.new')}</legend>
        {general != null && <ErrorBox error={general} />}
        <div className="pages-create">
          <Field id="page-new-name" label={t('admin.pages.name')} error={errors['name']} required>
            <input
              {...fieldA11y('page-new-name', errors['name'])}
              value={values.name}
              required
              onChange={(event) => changeText('name', event.target.value)}
            />
          </Field>
          <Field id="page-new-slug" label={t('admin.pages.slug')} error={errors['slug']} required>
            <input
              {...fieldA11y('page-new-slug', errors['slug'])}
              value={values.slug}
              required
              onChange={(event) => changeText('slug', event.target.value)}
            />
          </Field>
          <Field id="page-new-menu" label={t('admin.pages.menu')} error={errors['menu']}>
            <select {...fieldA11y('page-new-menu', errors['menu'])} value={values.menu} disabled={values.parent_id !== ''} onChange={(event) => change({ menu: event.target.value as PageMenu })}>
              {PAGE_MENUS.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.pages.menu.${value}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="page-new-parent" label={t('admin.pages.parent')} error={errors['parent_id']} hint={t('admin.pages.parentHint')}>
            <select {...fieldA11y('page-new-parent', errors['parent_id'], t('admin.pages.parentHint'))} value={values.parent_id} onChange={(event) => change({ parent_id: event.target.value })}>
              <option value="">{t('admin.pages.parent.none')}</option>
              {parents.map((page) => (
                <option key={page.id} value={page.id}>
                  {page.name} — {t(`admin.pages.menu.${page.menu}`)}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('common.saving') : t('admin.pages.create')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
