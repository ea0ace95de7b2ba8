import { Link, useNavigate, useParams } from '../../lib/navigation';
import type { BlogPostAdminFragment } from '../../../../generated/client/graphql';
import {
  getAdminBlogPostQueryKey,
  getBlogPostsWithPaginationQueryKey,
  useDeleteBlogPostMutation,
  useGetAdminBlogPostQuery,
  useUpsertBlogPostMutation,
} from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { ConfirmDelete } from '../kit/ConfirmDelete';
import { ImageField } from '../kit/ImageField';
import { useSlugFollowsName } from '../kit/useSlugFollowsName';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { RichTextEditor } from '../kit/rich-text/RichTextEditor';
import { Field, fieldA11y } from '../kit/Field';
import { useEntityDelete, useEntityForm } from '../kit/useEntityForm';
import { useLanguageName } from '../kit/useFormErrors';
import { blogFormToVariables, blogPath, blogPostToForm, checkBlogForm, emptyBlogForm, NEW_POST_ID, type BlogFormValues } from './blog-model';
import './blog.css';

const FORM_FIELDS = ['name', 'slug', 'summary', 'description', 'image_id', 'active', 'published_at', 'seo_title', 'seo_keywords', 'seo_description'];

/** /cms/blog/<id> and /cms/blog/new: a post's form in the admin's language. */
export default function BlogEditScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  const { id = NEW_POST_ID } = useParams();
  const isNew = id === NEW_POST_ID;
  const loaded = useGetAdminBlogPostQuery({ id }, { enabled: !isNew });
  const post = loaded.data?.blogPost ?? null;
  useAdminTitle(isNew ? t('admin.blog.new') : (post?.name ?? t('admin.blog.title')));

  let body;
  if (isNew) body = <BlogForm key={`new-${lang}`} post={null} initial={emptyBlogForm()} />;
  else if (loaded.isPending) body = <Spinner label={t('common.loading')} />;
  else if (loaded.isError) body = <ErrorBox error={loaded.error} />;
  else if (!post) body = <p className="empty">{t('admin.blog.notFound')}</p>;
  else body = <BlogForm key={`${post.id}-${lang}`} post={post} initial={blogPostToForm(post, lang)} />;

  return (
    <section className="admin-screen blog-screen">
      <p className="admin-back">
        <Link to={blogPath()}>{t('admin.blog.backToList')}</Link>
      </p>
      <div className="admin-screen-head">
        <h1>{isNew ? t('admin.blog.new') : (post?.name ?? t('admin.blog.title'))}</h1>
      </div>
      {body}
    </section>
  );
}

function BlogForm({ post, initial }: { post: BlogPostAdminFragment | null; initial: BlogFormValues }) {
  const t = useAdminT();
  const navigate = useNavigate();
  const { values, setValues, errors, general, onSubmit, saving } = useEntityForm({
    initial,
    mutation: useUpsertBlogPostMutation(),
    check: checkBlogForm,
    toVariables: (values: BlogFormValues) => blogFormToVariables(values, post?.id ?? null),
    serverFields: FORM_FIELDS,
    invalidate: [getBlogPostsWithPaginationQueryKey(), getAdminBlogPostQueryKey()],
    savedMessage: ({ upsertBlogPost }) => t('admin.blog.saved', { name: upsertBlogPost.name }),
    onSaved: ({ upsertBlogPost }) => {
      if (!post) void navigate(blogPath(upsertBlogPost.id), { replace: true });
    },
  });
  const remove = useEntityDelete({
    id: post?.id,
    mutation: useDeleteBlogPostMutation(),
    outcome: ({ deleteBlogPost }) => deleteBlogPost,
    invalidate: [getBlogPostsWithPaginationQueryKey()],
    deletedMessage: t('admin.blog.deleted', { name: post?.name ?? '' }),
    onDeleted: () => void navigate(blogPath()),
  });
  const language = useLanguageName();

  const set = useSlugFollowsName(initial.slug, setValues);

  const text = (field: 'name' | 'slug' | 'seo_title' | 'seo_keywords', label: string, required = false) => {
    const id = `blog-${field}`;
    return (
      <Field id={id} label={label} error={errors[field]} required={required}>
        <input
          {...fieldA11y(id, errors[field])}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      </Field>
    );
  };

  return (
    <>
      <form className="admin-form blog-form" onSubmit={onSubmit} noValidate>
        <p className="admin-hint">{t('admin.blog.languageHint', { language })}</p>
        {text('name', t('admin.blog.field.name'), true)}
        {text('slug', t('admin.blog.field.slug'), true)}
        <Field id="blog-summary" label={t('admin.blog.field.summary')} error={errors['summary']}>
          <textarea {...fieldA11y('blog-summary', errors['summary'])} rows={3} value={values.summary} onChange={(event) => set('summary', event.target.value)} />
        </Field>
        <RichTextEditor id="blog-description" label={t('admin.blog.field.description')} value={values.description} onChange={(html) => set('description', html)} />
        {errors['description'] && <p className="admin-field-error" role="alert">{errors['description']}</p>}
        <ImageField id="blog-image" tab="blog" label={t('admin.blog.field.image')} image={values.image} error={errors['image_id']} onChange={(image) => set('image', image)} />
        <div className="blog-publish">
          <Field id="blog-published" label={t('admin.blog.field.published_at')} error={errors['published_at']}>
            <input
              type="datetime-local"
              {...fieldA11y('blog-published', errors['published_at'])}
              value={values.published_at}
              onChange={(event) => set('published_at', event.target.value)}
            />
          </Field>
          <label className="admin-check">
            <input type="checkbox" checked={values.active} onChange={(event) => set('active', event.target.checked)} />
            {t('admin.blog.field.active')}
          </label>
        </div>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.blog.seo')}</legend>
          {text('seo_title', t('admin.blog.field.seo_title'))}
          {text('seo_keywords', t('admin.blog.field.seo_keywords'))}
          <Field id="blog-seo-description" label={t('admin.blog.field.seo_description')} error={errors['seo_description']}>
            <textarea
              {...fieldA11y('blog-seo-description', errors['seo_description'])}
              rows={2}
              value={values.seo_description}
              onChange={(event) => set('seo_description', event.target.value)}
            />
          </Field>
        </fieldset>
        <ErrorBox error={general} />
        <div className="admin-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('common.saving') : t('admin.blog.save', { language })}
          </button>
        </div>
      </form>
      {post && (
        <ConfirmDelete
          label={t('admin.blog.delete')}
          question={t('admin.blog.deleteQuestion', { name: post.name })}
          {...remove}
        />
      )}
    </>
  );
}
