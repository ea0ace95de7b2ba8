import { Link } from 'react-router-dom';
import type { PaginatorFragment } from '../../../../generated/client/graphql';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { blogPageSearch } from './blog-format';

/** Previous and next links with the page in the query string, so Back returns to the page left. */
export function BlogPager({ paginator, path }: { paginator: PaginatorFragment; path: string }) {
  const t = useT();
  const { lang } = useSession();
  const { currentPage, lastPage } = paginator;
  if (lastPage <= 1) return null;
  const to = (page: number) => path + blogPageSearch(page, lang);
  return (
    <nav className="blog-pager" aria-label={t('blog.pagination')}>
      {currentPage > 1 ? (
        <Link to={to(currentPage - 1)} rel="prev" className="button">
          {t('blog.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        {t('blog.page')} {currentPage} {t('blog.pageOf')} {lastPage}
      </span>
      {currentPage < lastPage ? (
        <Link to={to(currentPage + 1)} rel="next" className="button">
          {t('blog.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
