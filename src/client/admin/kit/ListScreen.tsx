import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '../../lib/navigation';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { Pager } from './Pager';
import { useAdminTitle } from './useAdminTitle';

/** One page of a paginated list, as every `…WithPagination` query answers it. */
export interface ListPage<Row> {
  data: readonly Row[];
  paginatorInfo: { currentPage: number; lastPage: number; total: number };
}

/** What the list screen needs of its query (a TanStack Query result). */
export interface ListRequest {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isPlaceholderData: boolean;
}

interface Props<Row> {
  /** The screen's heading and the document's title. */
  title: string;
  className?: string;
  /** Links and buttons beside the heading: "New …", "Export". */
  actions?: ReactNode;
  /** The search and filters. */
  filters?: ReactNode;
  /** What stands between the filters and the list: an action's error, an open form. */
  children?: ReactNode;
  request: ListRequest;
  page: ListPage<Row> | undefined;
  /** "N brands", for the count above the list. */
  count: (total: number) => string;
  /** What an empty page says (say whether a search or filter made it empty). */
  empty: string;
  /** The address of another page of the same list. */
  hrefOf: (page: number) => string;
  /** The rows, when there are any. */
  rows: (rows: readonly Row[]) => ReactNode;
}

/**
 * The admin's list screen: heading and actions, filters, the loading and the failed request, the
 * count (announced), the rows or the empty state, and the pager. The previous page stays shown,
 * marked busy, while the next loads.
 */
export function ListScreen<Row>(props: Props<Row>) {
  const { title, className, actions, filters, children, request, page, count, empty, hrefOf, rows } = props;
  const t = useAdminT();
  useAdminTitle(title);
  return (
    <section className={['admin-screen', className ?? ''].filter(Boolean).join(' ')}>
      <div className="admin-screen-head">
        <h1>{title}</h1>
        {actions}
      </div>
      {filters}
      {children}
      {request.isError && <ErrorBox error={request.error} />}
      {request.isPending && <Spinner label={t('common.loading')} />}
      {page && (
        <div aria-busy={request.isPlaceholderData}>
          <p className="admin-count" role="status">
            {count(page.paginatorInfo.total)}
          </p>
          {page.data.length === 0 ? <p className="empty">{empty}</p> : rows(page.data)}
          <Pager page={page.paginatorInfo.currentPage} lastPage={page.paginatorInfo.lastPage} hrefOf={hrefOf} />
        </div>
      )}
    </section>
  );
}

/**
 * A list's state kept in the query string (so a link or reload shows the same list): the parsed
 * state, a change that starts again from page 1, and the address of another page.
 */
export function useListAddress<Query extends { page: number }>(parse: (search: string) => Query, format: (query: Query) => string) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = parse(search);
  return {
    query,
    pathname,
    change: (changes: Partial<Query>) => void navigate(pathname + format({ ...query, page: 1, ...changes })),
    hrefOf: (page: number) => pathname + format({ ...query, page }),
  };
}
