import { useQueryClient } from '@tanstack/react-query';
import type { GetAdminPageQuery, PageMenu, PageType } from '../../../../generated/client/graphql';
import {
  getAdminPageQueryKey,
  getAdminPagesQueryKey,
  useGetGroupsQuery,
} from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { FormProblems } from '../kit/FormProblems';
import { useEntityForm } from '../kit/useEntityForm';
import { PAGE_MENUS, PAGE_TYPES } from '../kit/pages-paths';
import { RichTextEditor } from '../kit/rich-text/RichTextEditor';
import { useSavePage } from './useSavePage';

type AdminPage = NonNullable<GetAdminPageQuery['page']>;

const SERVER_FIELDS = ['active', 'name', 'slug', 'type', 'menu', 'seo_title', 'seo_keywords', 'seo_description', 'group_id', 'page'] as const;

interface Values {
  active: boolean;
  name: string;
  slug: string;
  type: PageType;
  menu: PageMenu;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  group_id: string;
  /** The page's own text (HTML). */
  content: string;
}

/** The page's details with its texts as the edited language holds them ('' where it has none yet, not the shop's fallback). */
const toValues = (page: AdminPage, lang: number): Values => ({
  active: page.active,
  name: page.names[lang] ?? '',
  slug: page.slugs[lang] ?? '',
  type: page.type,
  menu: page.menu,
  seo_title: page.seo_titles[lang] ?? '',
  seo_keywords: page.seo_keywords_list[lang] ?? '',
  seo_description: page.seo_descriptions[lang] ?? '',
  group_id: page.group_id ?? '',
  content: page.pages[lang] ?? '',
});

/**
 * A page's details and text in the admin's language, saved together by "Save page" (the text only
 * when it changed); refused values are pointed at and kept.
 */
export function PageForm({ page }: { page: AdminPage }) {
  const t = useAdminT();
  const { lang } = useSession();
  const queryClient = useQueryClient();
  const groups = useGetGroupsQuery({}, { enabled: true });
  const isChild = page.parent_id != null;
  const storedText = page.pages[lang] ?? '';
  const { values, setValues, errors, general, onSubmit, saving } = useEntityForm({
    initial: toValues(page, lang),
    mutation: useSavePage(),
    check: (values: Values) => {
      const found: Record<string, string> = {};
      if (!values.name.trim()) found['name'] = 'admin.pages.error.name';
      if (!values.slug.trim()) found['slug'] = 'admin.pages.error.slug';
      return found;
    },
    toVariables: (values) => ({
      id: page.id,
      active: values.active,
      name: values.name.trim(),
      slug: values.slug.trim(),
      type: values.type,
      // A subpage is listed in its parent's menu.
      menu: isChild ? undefined : values.menu,
      seo_title: values.seo_title,
      seo_keywords: values.seo_keywords,
      seo_description: values.seo_description,
      group_id: values.type === 'SHOP' ? values.group_id || null : undefined,
      content: values.content === storedText ? undefined : values.content,
    }),
    serverFields: SERVER_FIELDS,
    invalidate: [getAdminPagesQueryKey()],
    savedMessage: ({ updatePage }) => t('admin.pages.saved', { name: updatePage.name }),
    onSaved: ({ updatePage, content }, setValues) => {
      queryClient.setQueryData<GetAdminPageQuery>(getAdminPageQueryKey({ id: page.id }), (old) =>
        old?.page ? { page: { ...old.page, ...updatePage, ...(content ? { page: content.page, pages: content.pages } : {}) } } : old,
      );
      // The editor shows the text as the server kept it (sanitised).
      if (content) setValues((current) => ({ ...current, content: content.pages[lang] ?? '' }));
    },
  });
  const change = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));

  const text = (field: 'name' | 'slug' | 'seo_title' | 'seo_keywords', label: string, required = false) => (
    <Field id={`page-${field}`} label={label} error={errors[field]} required={required}>
      <input {...fieldA11y(`page-${field}`, errors[field])} value={values[field]} required={required} onChange={(event) => change({ [field]: event.target.value })} />
    </Field>
  );

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={t('admin.pages.details')}>
      {/* Only the fields' problems point at the marked fields; a general refusal has its red box alone. */}
      <FormProblems invalid={Object.keys(errors).length > 0} general={general} />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.pages.details')}</legend>
        <label className="admin-check">
          <input type="checkbox" checked={values.active} onChange={(event) => change({ active: event.target.checked })} />
          {t('admin.pages.active')}
        </label>
        {text('name', t('admin.pages.name'), true)}
        {page.locked ? (
          <Field id="page-slug" label={t('admin.pages.slug')} hint={t('admin.pages.lockedHint', { code: page.code ?? '' })}>
            <input {...fieldA11y('page-slug', undefined, 'hint')} value={values.slug} readOnly />
          </Field>
        ) : (
          text('slug', t('admin.pages.slug'), true)
        )}
        <Field id="page-type" label={t('admin.pages.type')} error={errors['type']}>
          <select {...fieldA11y('page-type', errors['type'])} value={values.type} onChange={(event) => change({ type: event.target.value as PageType })}>
            {PAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.pages.type.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        {values.type === 'SHOP' && (
          <Field id="page-group" label={t('admin.pages.group')} error={errors['group_id']}>
            <select {...fieldA11y('page-group', errors['group_id'])} value={values.group_id} onChange={(event) => change({ group_id: event.target.value })}>
              <option value="">{t('admin.pages.group.all')}</option>
              {(groups.data?.groups ?? []).map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="page-menu" label={t('admin.pages.menu')} error={errors['menu']} hint={isChild ? t('admin.pages.parentHint') : undefined}>
          <select
            {...fieldA11y('page-menu', errors['menu'], isChild ? 'hint' : undefined)}
            value={values.menu}
            disabled={isChild}
            onChange={(event) => change({ menu: event.target.value as PageMenu })}
          >
            {PAGE_MENUS.map((menu) => (
              <option key={menu} value={menu}>
                {t(`admin.pages.menu.${menu}`)}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <RichTextEditor id="page-content" label={t('admin.pages.content')} value={values.content} error={errors['page']} onChange={(content) => change({ content })} />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.pages.seo')}</legend>
        {text('seo_title', t('admin.pages.seoTitle'))}
        {text('seo_keywords', t('admin.pages.seoKeywords'))}
        <Field id="page-seo_description" label={t('admin.pages.seoDescription')} error={errors['seo_description']}>
          <textarea
            {...fieldA11y('page-seo_description', errors['seo_description'])}
            rows={3}
            value={values.seo_description}
            onChange={(event) => change({ seo_description: event.target.value })}
          />
        </Field>
      </fieldset>
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.saving') : t('admin.pages.save')}
        </button>
      </div>
    </form>
  );
}
