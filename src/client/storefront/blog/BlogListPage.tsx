import { Link, useLocation } from '../../lib/navigation';
import { useGetBlogPostsQuery } from '../../../../generated/hooks';
import { formatShopQuery, pageFromQuery } from '../../../shared/catalog/filter-query';
import { pathFor } from '../../../shared/routing/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { PrevNextPager } from '../../ui/PrevNextPager';
import { Spinner } from '../../ui/Spinner';
import { BLOG_POSTS_PER_PAGE } from './blog-format';
import { PostCard } from './PostCard';
import './blog.css';

/** The blog list (/novosti, /blog): published posts, newest first, a page at a time. */
export default function BlogListPage() {
  const t = useT();
  const { lang } = useSession();
  const { search } = useLocation();
  const page = pageFromQuery(search, lang);
  const { data, error, isPending } = useGetBlogPostsQuery({ page, first: BLOG_POSTS_PER_PAGE });
  useSeo({ title: t('blog.title'), description: t('blog.seoDescription'), page });

  const posts = data?.blogPosts.data ?? [];
  return (
    <div className="blog">
      <h1>{t('blog.title')}</h1>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorBox error={error} />
      ) : posts.length === 0 && page > 1 ? (
        <p className="empty">
          {t('blog.pageEmpty')} <Link to={pathFor('blog', lang)}>{t('blog.firstPage')}</Link>
        </p>
      ) : posts.length === 0 ? (
        <p className="empty">{t('blog.empty')}</p>
      ) : (
        <>
          <ul className="grid blog-grid">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <PrevNextPager
            current={data!.blogPosts.paginatorInfo.currentPage}
            last={data!.blogPosts.paginatorInfo.lastPage}
            hrefFor={(target) => pathFor('blog', lang) + formatShopQuery({ page: target }, lang)}
            label={t('blog.pagination')}
          />
        </>
      )}
    </div>
  );
}
