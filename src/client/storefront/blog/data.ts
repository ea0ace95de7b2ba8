import { getBlogPostQueryOptions, getBlogPostsQueryOptions } from '../../../../generated/hooks';
import { pageFromQuery } from '../../../shared/catalog/filter-query';
import { pathFor } from '../../../shared/routing/build-path';
import { FOUND, NOT_FOUND, fetchData, type RouteData } from '../../app/routes/route-data';
import { BLOG_POSTS_PER_PAGE } from './blog-format';

/** The post; 404 without it, 301 to its slug in this language from another one. */
export const postData: RouteData = async ({ client, match, search }) => {
  if (match.kind !== 'static' || typeof match.params.id !== 'string') return NOT_FOUND;
  const data = await fetchData(client.fetchQuery(getBlogPostQueryOptions({ id: match.params.id })));
  if (!data) return FOUND;
  const post = data.blogPost;
  if (!post) return NOT_FOUND;
  if (post.slug !== match.params.slug) return { status: 301, location: pathFor('post', match.lang, { id: post.id, slug: post.slug }) + search };
  return FOUND;
};

/** The page of posts the query string names. */
export const blogListData: RouteData = async ({ client, match, search }) => {
  const lang = match.kind === 'static' ? match.lang : 0;
  await fetchData(client.fetchQuery(getBlogPostsQueryOptions({ page: pageFromQuery(search, lang), first: BLOG_POSTS_PER_PAGE })));
  return FOUND;
};
