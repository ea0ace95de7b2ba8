import { keepPreviousData } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../../lib/navigation';
import { useGetSearchInsightQuery } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { formatAdminDay } from '../kit/admin-dates';
import { TableHead } from '../kit/TableHead';
import { useAdminTitle } from '../kit/useAdminTitle';
import { formatInsightQuery, INSIGHT_PERIODS, INSIGHT_ROWS, insightRange, parseInsightQuery, type InsightPeriod, type InsightQuery } from './insight-query';
import { QueryTable } from './QueryTable';
import { SynonymsSection } from './SynonymsSection';
import './search-insight.css';

const DAY_COLUMNS = ['date', 'searches', 'withoutResults'] as const;

/**
 * /cms/search-insight: what shoppers searched for on the search screen in the last days, by day and
 * in either or both languages, the most frequent queries and those that found nothing, and the
 * search's synonyms, to add one for a word shoppers use that the shop does not.
 */
export default function SearchInsightScreen() {
  const t = useAdminT();
  const { lang } = useSession();
  useAdminTitle(t('menu.searchInsight'));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = parseInsightQuery(search);
  const go = (next: InsightQuery) => void navigate(pathname + formatInsightQuery(next));
  const insight = useGetSearchInsightQuery({ ...insightRange(query.days), lang: query.lang, first: INSIGHT_ROWS }, { placeholderData: keepPreviousData });
  const data = insight.data?.searchInsight;
  const dayLabel = (column: (typeof DAY_COLUMNS)[number]) => t(`admin.searchInsight.column.${column}`);
  const days = data ? [...data.days].reverse() : [];

  return (
    <section className="admin-screen search-insight">
      <div className="admin-screen-head">
        <h1>{t('menu.searchInsight')}</h1>
      </div>
      <p className="admin-hint">{t('admin.searchInsight.intro')}</p>
      <div className="search-insight-filters">
        <div className="admin-field">
          <label htmlFor="insight-period">{t('admin.searchInsight.period')}</label>
          <select id="insight-period" value={query.days} onChange={(event) => go({ ...query, days: Number(event.target.value) as InsightPeriod })}>
            {INSIGHT_PERIODS.map((days) => (
              <option key={days} value={days}>
                {t('admin.searchInsight.period.days', { days })}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="insight-language">{t('admin.searchInsight.language')}</label>
          <select id="insight-language" value={query.lang ?? ''} onChange={(event) => go({ ...query, lang: event.target.value === '' ? null : (Number(event.target.value) as 0 | 1) })}>
            <option value="">{t('admin.searchInsight.language.all')}</option>
            <option value="0">{t('admin.searchInsight.language.0')}</option>
            <option value="1">{t('admin.searchInsight.language.1')}</option>
          </select>
        </div>
      </div>
      {insight.isPending && <Spinner label={t('common.loading')} />}
      {insight.isError && <ErrorBox error={insight.error} />}
      {data && (
        <div aria-busy={insight.isPlaceholderData} className="search-insight-lists">
          <h2>{t('admin.searchInsight.top')}</h2>
          <QueryTable caption={t('admin.searchInsight.top')} rows={data.top_queries} empty={t('admin.searchInsight.none')} />
          <h2>{t('admin.searchInsight.missed')}</h2>
          <p className="admin-hint">{t('admin.searchInsight.missedHint')}</p>
          <QueryTable caption={t('admin.searchInsight.missed')} rows={data.queries_without_results} empty={t('admin.searchInsight.noneMissed')} />
          <details className="search-insight-days">
            <summary>{t('admin.searchInsight.days')}</summary>
            <table className="admin-table">
              <caption className="visually-hidden">{t('admin.searchInsight.days')}</caption>
              <TableHead columns={DAY_COLUMNS} label={dayLabel} />
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <td data-label={dayLabel('date')}>{formatAdminDay(day.date, lang)}</td>
                    <td data-label={dayLabel('searches')}>{day.searches}</td>
                    <td data-label={dayLabel('withoutResults')}>{day.without_results}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </div>
      )}
      <SynonymsSection />
    </section>
  );
}
