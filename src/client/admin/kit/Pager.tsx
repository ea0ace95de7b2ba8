import { Link } from '../../lib/navigation';
import { useAdminT } from '../i18n/useAdminT';

interface Props {
  page: number;
  lastPage: number;
  /** The address of a page. */
  hrefOf: (page: number) => string;
}

/** Previous / page N of M / next; nothing when everything fits on one page. */
export function Pager({ page, lastPage, hrefOf }: Props) {
  const t = useAdminT();
  if (lastPage <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          {t('pager.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">{t('pager.status', { page, last: lastPage })}</span>
      {page < lastPage ? (
        <Link to={hrefOf(page + 1)} rel="next">
          {t('pager.next')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
