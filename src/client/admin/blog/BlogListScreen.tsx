import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetBlogPostsWithPaginationQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Pager } from '../kit/Pager';
import { BLOG_PER_PAGE, blogPath, formatBlogListQuery, NEW_POST_ID, parseBlogListQuery } from './blog-model';
import './blog.css';

/** /cms/blog: every post, active or not, searched and paged from the query string. */
export default function BlogListScreen() {
  const t = useAdminT();
  useAdminTitle(t('admin.blog.title'));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = parseBlogListQuery(search);
  const [typed, setTyped] = useState(query.search);
  const posts = useGetBlogPostsWithPaginationQuery(
    { page: query.page, first: BLOG_PER_PAGE, search: query.search || null },
    { placeholderData: keepPreviousData },
  );
  const list = posts.data?.blogPostsWithPagination;
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(t('admin.blog.locale'));

  return (
    <section className="admin-screen blog-screen">
      <div className="admin-screen-head">
        <h1>{t('admin.blog.title')}</h1>
        <Link to={blogPath(NEW_POST_ID)} className="button button-primary">
          {t('admin.blog.new')}
        </Link>
      </div>
      <form
        className="admin-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(pathname + formatBlogListQuery({ search: typed.trim(), page: 1 }));
        }}
      >
        <label htmlFor="blog-search">{t('admin.blog.search')}</label>
        <input id="blog-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button">
          {t('admin.blog.find')}
        </button>
      </form>
      {posts.isError && <ErrorBox error={posts.error} />}
      {posts.isPending && <Spinner label={t('common.loading')} />}
      {list && (
        <div aria-busy={posts.isPlaceholderData}>
          <p className="admin-count" role="status">
            {t('admin.blog.count', { total: list.paginatorInfo.total })}
          </p>
          {list.data.length === 0 ? (
            <p className="empty">{query.search ? t('admin.blog.emptySearch') : t('admin.blog.empty')}</p>
          ) : (
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
                  {list.data.map((post) => (
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
          <Pager
            page={list.paginatorInfo.currentPage}
            lastPage={list.paginatorInfo.lastPage}
            hrefOf={(page) => pathname + formatBlogListQuery({ ...query, page })}
          />
        </div>
      )}
    </section>
  );
}
