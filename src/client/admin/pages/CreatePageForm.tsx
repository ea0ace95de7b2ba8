import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { PageAdminItemFragment, PageMenu } from '../../../../generated/client/graphql';
import { getAdminPagesQueryKey, useCreatePageMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { slugify } from '../../../shared/slug';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';
import { parentOptions } from './page-order';
import { PAGE_MENUS, pagePath } from '../kit/pages-paths';

const SERVER_FIELDS = ['name', 'slug', 'menu', 'parent_id'] as const;

/** Spec §5: a new page needs its name and slug; it starts switched off, in the chosen menu or under a parent. */
export function CreatePageForm({ pages }: { pages: readonly PageAdminItemFragment[] }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreatePageMutation();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTyped, setSlugTyped] = useState(false);
  const [menu, setMenu] = useState<PageMenu>('HIDDEN');
  const [parentId, setParentId] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const parents = parentOptions(pages, null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found['name'] = t('admin.pages.error.name');
    if (!slug.trim()) found['slug'] = t('admin.pages.error.slug');
    setProblems(found);
    if (Object.keys(found).length > 0) {
      create.reset();
      return;
    }
    create.mutate(
      { name: name.trim(), slug: slug.trim(), menu, parent_id: parentId || null },
      {
        onSuccess: ({ createPage }) => {
          void queryClient.invalidateQueries({ queryKey: getAdminPagesQueryKey() });
          toast.success(t('admin.pages.created', { name: createPage.name }));
          void navigate(pagePath(createPage.id));
        },
      },
    );
  };

  const server = create.isError ? splitServerErrors(create.error, SERVER_FIELDS) : { fields: {} as Record<string, string>, general: null };
  const errors = { ...server.fields, ...problems };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-labelledby="page-create-title">
      <fieldset className="admin-fieldset">
        <legend id="page-create-title">{t('admin.pages.new')}</legend>
        {server.general != null && <ErrorBox error={server.general} />}
        <div className="pages-create">
          <Field id="page-new-name" label={t('admin.pages.name')} error={errors['name']} required>
            <input
              {...fieldA11y('page-new-name', errors['name'])}
              value={name}
              required
              onChange={(event) => {
                setName(event.target.value);
                if (!slugTyped) setSlug(slugify(event.target.value));
              }}
            />
          </Field>
          <Field id="page-new-slug" label={t('admin.pages.slug')} error={errors['slug']} required>
            <input
              {...fieldA11y('page-new-slug', errors['slug'])}
              value={slug}
              required
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugTyped(event.target.value !== '');
              }}
            />
          </Field>
          <Field id="page-new-menu" label={t('admin.pages.menu')} error={errors['menu']}>
            <select {...fieldA11y('page-new-menu', errors['menu'])} value={menu} disabled={parentId !== ''} onChange={(event) => setMenu(event.target.value as PageMenu)}>
              {PAGE_MENUS.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.pages.menu.${value}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="page-new-parent" label={t('admin.pages.parent')} error={errors['parent_id']} hint={t('admin.pages.parentHint')}>
            <select {...fieldA11y('page-new-parent', errors['parent_id'], t('admin.pages.parentHint'))} value={parentId} onChange={(event) => setParentId(event.target.value)}>
              <option value="">{t('admin.pages.parent.none')}</option>
              {parents.map((page) => (
                <option key={page.id} value={page.id}>
                  {page.name} — {t(`admin.pages.menu.${page.menu}`)}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {create.isPending ? t('common.saving') : t('admin.pages.create')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
