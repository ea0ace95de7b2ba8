import { Link } from '../../lib/navigation';
import { useT } from './messages';
import { pageWindow } from './page-window';

interface Props {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
}

/** Links to the listing's pages, so each page has its own address and Back returns to it. */
export function Pagination({ current, last, hrefFor }: Props) {
  const t = useT();
  const pages = pageWindow(current, last);
  if (pages.length === 0) return null;
  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      <ul>
        {current > 1 && (
          <li>
            <Link to={hrefFor(current - 1)} rel="prev">
              {t('listing.page.previous')}
            </Link>
          </li>
        )}
        {pages.map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefFor(page)}
                aria-label={`${t('listing.page')} ${page}`}
                aria-current={page === current ? 'page' : undefined}
                className={page === current ? 'current' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link to={hrefFor(current + 1)} rel="next">
              {t('listing.page.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
