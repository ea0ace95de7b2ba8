import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../../lib/navigation';
import type { StatsSubject } from '../../../../generated/client/graphql';
import {
  useGetBannersWithPaginationQuery,
  useGetBrandsWithPaginationQuery,
  useGetCategoriesWithPaginationQuery,
  useGetStatsSeriesQuery,
} from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Field, fieldA11y } from '../kit/Field';
import { Pager } from '../kit/Pager';
import { StatsChart, type ChartSeries } from './StatsChart';
import {
  ctr,
  formatStatsQuery,
  parseStatsQuery,
  rangeError,
  serverOrder,
  sortBanners,
  STATS_PER_PAGE,
  type RangeError,
  type StatsListQuery,
  type StatsSort,
} from './stats-query';
import './stats.css';

export type StatsKind = 'category' | 'brand' | 'banner';

/** The lines' colours, the same as their legend swatches in stats.css. */
const SERIES_COLORS = { views: '#2563eb', wishlist: '#db2777', clicks: '#16a34a' } as const;

const SUBJECT: Record<StatsKind, StatsSubject> = { category: 'CATEGORY', brand: 'BRAND', banner: 'BANNER' };
const SORTS: Record<StatsKind, readonly StatsSort[]> = {
  category: ['views', 'wishlist'],
  brand: ['views', 'wishlist'],
  banner: ['views', 'clicks', 'ctr'],
};

interface Row {
  id: string;
  name: string;
  views: number;
  wishlist: number;
  clicks: number;
}

/** /cms/category-stats, brand-stats and banner-stats (the spec's CmsStats): a range, a chart of the days and a sortable table. */
export default function StatsScreen({ kind }: { kind: StatsKind }) {
  const t = useAdminT();
  useAdminTitle(t(`admin.stats.title.${kind}`));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = parseStatsQuery(search);
  const invalid = rangeError(query.start, query.end);
  const dates = { start_date: query.start, end_date: query.end };
  const listVariables = { page: query.page, first: STATS_PER_PAGE, order: serverOrder(query.sort), ...dates };
  const list = { enabled: !invalid, placeholderData: keepPreviousData } as const;

  const seriesQuery = useGetStatsSeriesQuery({ subject: SUBJECT[kind], ...dates }, { enabled: !invalid, placeholderData: keepPreviousData });
  const categories = useGetCategoriesWithPaginationQuery(listVariables, { ...list, enabled: !invalid && kind === 'category' });
  const brands = useGetBrandsWithPaginationQuery(listVariables, { ...list, enabled: !invalid && kind === 'brand' });
  const banners = useGetBannersWithPaginationQuery(listVariables, { ...list, enabled: !invalid && kind === 'banner' });
  const listQuery = kind === 'category' ? categories : kind === 'brand' ? brands : banners;
  const page =
    kind === 'category'
      ? categories.data?.categoriesWithPagination
      : kind === 'brand'
        ? brands.data?.brandsWithPagination
        : banners.data?.bannersWithPagination;
  const rows: Row[] | undefined = page?.data.map((item) =>
    'products_views' in item
      ? { id: item.id, name: item.name, views: item.products_views, wishlist: item.wishlist_added, clicks: 0 }
      : { id: item.id, name: item.name, views: item.views, wishlist: 0, clicks: item.clicks },
  );
  const shown = rows && kind === 'banner' ? sortBanners(rows, query.sort) : rows;

  const go = (next: StatsListQuery) => void navigate(pathname + formatStatsQuery(next));
  const series: ChartSeries[] =
    kind === 'banner'
      ? [
          { key: 'views', label: t('admin.stats.column.views'), className: 'stats-views', color: SERIES_COLORS.views },
          { key: 'clicks', label: t('admin.stats.column.clicks'), className: 'stats-clicks', color: SERIES_COLORS.clicks },
        ]
      : [
          { key: 'views', label: t('admin.stats.column.views'), className: 'stats-views', color: SERIES_COLORS.views },
          { key: 'wishlist_added', label: t('admin.stats.column.wishlist'), className: 'stats-wishlist', color: SERIES_COLORS.wishlist },
        ];
  const columns: StatsSort[] = kind === 'banner' ? ['views', 'clicks', 'ctr'] : ['views', 'wishlist'];

  return (
    <section className="admin-screen stats-screen">
      <div className="admin-screen-head">
        <h1>{t(`admin.stats.title.${kind}`)}</h1>
      </div>
      <RangeForm key={`${query.start}|${query.end}`} query={query} invalid={invalid} onSubmit={(start, end) => go({ ...query, start, end, page: 1 })} />
      {!invalid && (
        <>
          <h2>{t('admin.stats.chart.heading')}</h2>
          {seriesQuery.isError && <ErrorBox error={seriesQuery.error} />}
          {seriesQuery.isPending && <Spinner label={t('common.loading')} />}
          {seriesQuery.data && (
            <div aria-busy={seriesQuery.isPlaceholderData}>
              <StatsChart points={seriesQuery.data.statsSeries} series={series} title={t(`admin.stats.chart.title.${kind}`)} />
            </div>
          )}
          <h2>{t(`admin.stats.table.${kind}`)}</h2>
          <div className="admin-field stats-sorts">
            <label htmlFor="stats-sort">{t('admin.stats.sort')}</label>
            <select id="stats-sort" value={query.sort} onChange={(event) => go({ ...query, sort: event.target.value as StatsSort, page: 1 })}>
              {SORTS[kind].map((sort) => (
                <option key={sort} value={sort}>
                  {t(`admin.stats.sort.${sort}`)}
                </option>
              ))}
            </select>
            {kind === 'banner' && query.sort !== 'views' && <small className="admin-hint">{t('admin.stats.sortPageHint')}</small>}
          </div>
          {listQuery.isError && <ErrorBox error={listQuery.error} />}
          {listQuery.isPending && <Spinner label={t('common.loading')} />}
          {page && shown && (
            <div aria-busy={listQuery.isPlaceholderData}>
              <p className="admin-count" role="status">
                {t(`admin.stats.count.${kind}`, { total: page.paginatorInfo.total })}
              </p>
              {shown.length === 0 ? (
                <p className="empty">{t(`admin.stats.empty.${kind}`)}</p>
              ) : (
                <table className="admin-table">
                  <caption className="visually-hidden">{t(`admin.stats.table.${kind}`)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.stats.column.name')}</th>
                      {columns.map((column) => (
                        <th key={column} scope="col" aria-sort={query.sort === column ? 'descending' : undefined}>
                          <button type="button" className="stats-sort" aria-pressed={query.sort === column} onClick={() => go({ ...query, sort: column, page: 1 })}>
                            {t(`admin.stats.column.${column}`)}
                          </button>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((row) => (
                      <tr key={row.id}>
                        <td>{row.name}</td>
                        {columns.map((column) => (
                          <td key={column} data-label={t(`admin.stats.column.${column}`)}>
                            {column === 'ctr' ? `${ctr(row.views, row.clicks)} %` : column === 'wishlist' ? row.wishlist : row[column]}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <Pager page={page.paginatorInfo.currentPage} lastPage={page.paginatorInfo.lastPage} hrefOf={(number) => pathname + formatStatsQuery({ ...query, page: number })} />
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The start and end days; checked before the address changes, so a bad range is pointed at and nothing is sent. */
function RangeForm({ query, invalid, onSubmit }: { query: StatsListQuery; invalid: RangeError | null; onSubmit: (start: string, end: string) => void }) {
  const t = useAdminT();
  const [start, setStart] = useState(query.start);
  const [end, setEnd] = useState(query.end);
  const [problem, setProblem] = useState<RangeError | null>(invalid);
  const message = problem ? t(problem.key, problem.params) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeError(start, end);
    setProblem(found);
    if (!found) onSubmit(start, end);
  };
  const startError = problem?.field === 'start' ? message : undefined;
  const endError = problem?.field === 'end' ? message : undefined;
  return (
    <form className="stats-range" onSubmit={submit} noValidate aria-label={t('admin.stats.range')}>
      <Field id="stats-start" label={t('admin.stats.start')} error={startError}>
        <input type="date" value={start} onChange={(event) => setStart(event.target.value)} {...fieldA11y('stats-start', startError)} />
      </Field>
      <Field id="stats-end" label={t('admin.stats.end')} error={endError}>
        <input type="date" value={end} onChange={(event) => setEnd(event.target.value)} {...fieldA11y('stats-end', endError)} />
      </Field>
      <button type="submit" className="button button-primary">
        {t('admin.stats.show')}
      </button>
    </form>
  );
}
