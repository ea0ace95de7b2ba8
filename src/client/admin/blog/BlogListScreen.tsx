import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '../../lib/navigation';
import { useGetBlogPostsWithPaginationQuery } from '../../../../generated/hooks';
import { useAdminT } from '../i18n/useAdminT';
import { useSession } from '../../lib/session/useSession';
import { formatDate } from '../../../shared/i18n/dates';
import { formatSearchPage, parseSearchPage } from '../kit/list-query';
import { ListScreen, useListAddress } from '../kit/ListScreen';
import { SearchForm } from '../kit/SearchForm';
import { BLOG_PER_PAGE, blogPath, NEW_POST_ID } from './blog-model';
import './blog.css';

/** /cms/blog: every post, active or not, searched and paged from the query string. */
export default function BlogListScreen() {
  const t = useAdminT();
  const { query, change, hrefOf } = useListAddress(parseSearchPage, formatSearchPage);
  const posts = useGetBlogPostsWithPaginationQuery(
    { page: query.page, first: BLOG_PER_PAGE, search: query.search || null },
    { placeholderData: keepPreviousData },
  );
  const { lang } = useSession();
  const dateOf = (iso: string) => formatDate(iso, lang);

  return (
    <ListScreen
      title={t('admin.blog.title')}
      className="blog-screen"
      actions={
        <Link to={blogPath(NEW_POST_ID)} className="button button-primary">
          {t('admin.blog.new')}
        </Link>
      }
      filters={<SearchForm id="blog-search" label={t('admin.blog.search')} value={query.search} onSearch={(text) => change({ search: text })} />}
      request={posts}
      page={posts.data?.blogPostsWithPagination}
      count={(total) => t('admin.blog.count', { total })}
      empty={query.search ? t('admin.blog.emptySearch') : t('admin.blog.empty')}
      hrefOf={hrefOf}
      rows={(rows) => (
        <div className="admin-scroll-list">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.blog.column.post')}</th>
                <th scope="col">{t('admin.blog.column.published')}</th>
                <th scope="col">{t('admin.blog.column.state')}</th>
                <th scope="col">{t('admin.blog.column.views')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((post) => (
                <tr key={post.id}>
                  <td>
                    <Link to={blogPath(post.id)} className="blog-post-cell">
                      {post.image && <img src={post.image.url_sm} alt="" className="admin-thumb" loading="lazy" />}
                      <span>{post.name}</span>
                    </Link>
                  </td>
                  <td>{dateOf(post.published_at)}</td>
                  <td>{post.active ? t('admin.blog.active') : t('admin.blog.inactive')}</td>
                  <td>{post.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}
