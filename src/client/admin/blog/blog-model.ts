import type { BlogPostAdminFragment, UpsertBlogPostMutationVariables } from '../../../../generated/client/graphql';
import type { ImageFragment } from '../../../../generated/client/graphql';
import { adminPath } from '../admin-paths';
import { fromLocalInput, toLocalInput } from '../kit/admin-dates';

export const NEW_POST_ID = 'new';
export const BLOG_PER_PAGE = 20;
export const blogPath = (id?: string) => (id ? adminPath(`blog/${encodeURIComponent(id)}`) : adminPath('blog'));

/** The post's form in one language. */
export interface BlogFormValues {
  name: string;
  slug: string;
  summary: string;
  description: string;
  image: ImageFragment | null;
  active: boolean;
  /** As a datetime-local input holds it: YYYY-MM-DDTHH:mm in local time. */
  published_at: string;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
}

export function emptyBlogForm(now = new Date()): BlogFormValues {
  return {
    name: '',
    slug: '',
    summary: '',
    description: '',
    image: null,
    active: true,
    published_at: toLocalInput(now.toISOString()),
    seo_title: '',
    seo_keywords: '',
    seo_description: '',
  };
}

export function blogPostToForm(post: BlogPostAdminFragment, lang: number): BlogFormValues {
  const pick = (list: readonly (string | null)[] | null | undefined, fallback: string | null | undefined) => list?.[lang] ?? fallback ?? '';
  return {
    name: pick(post.names, post.name),
    slug: pick(post.slugs, post.slug),
    summary: pick(post.summaries, post.summary),
    description: pick(post.descriptions, post.description),
    image: post.image ?? null,
    active: post.active,
    published_at: toLocalInput(post.published_at),
    seo_title: pick(post.seo_titles, post.seo_title),
    seo_keywords: pick(post.seo_keywords_list, post.seo_keywords),
    seo_description: pick(post.seo_descriptions, post.seo_description),
  };
}

export function blogFormToVariables(values: BlogFormValues, id: string | null): UpsertBlogPostMutationVariables {
  return {
    id,
    name: values.name.trim(),
    slug: values.slug.trim(),
    summary: values.summary.trim(),
    description: values.description,
    image_id: values.image?.id ?? null,
    active: values.active,
    published_at: fromLocalInput(values.published_at),
    seo_title: values.seo_title.trim(),
    seo_keywords: values.seo_keywords.trim(),
    seo_description: values.seo_description.trim(),
  };
}

/** What must be fixed before sending: message keys by field. */
export function checkBlogForm(values: BlogFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors['name'] = 'admin.blog.error.name';
  if (!values.slug.trim()) errors['slug'] = 'admin.blog.error.slug';
  else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug.trim())) errors['slug'] = 'admin.blog.error.slugFormat';
  if (values.published_at && !fromLocalInput(values.published_at)) errors['published_at'] = 'admin.blog.error.date';
  return errors;
}
