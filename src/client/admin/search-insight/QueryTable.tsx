import type { SearchQueryCountRowFragment } from '../../../../generated/client/graphql';
import { useSession } from '../../lib/session/useSession';
import { useAdminT } from '../i18n/useAdminT';
import { formatAdminDay } from '../kit/admin-dates';
import { TableHead } from '../kit/TableHead';

const COLUMNS = ['query', 'lang', 'searches', 'results', 'lastDate'] as const;

/** One list of queries: as typed, its language, how often, what its latest search found, and when. */
export function QueryTable({ caption, rows, empty }: { caption: string; rows: readonly SearchQueryCountRowFragment[]; empty: string }) {
  const t = useAdminT();
  const { lang } = useSession();
  if (rows.length === 0) return <p className="empty">{empty}</p>;
  const label = (column: (typeof COLUMNS)[number]) => t(`admin.searchInsight.column.${column}`);
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <TableHead columns={COLUMNS} label={label} />
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.lang}-${row.query}`}>
            <td data-label={label('query')}>
              <strong>{row.query}</strong>
            </td>
            <td data-label={label('lang')}>{t(`admin.searchInsight.language.${row.lang}`)}</td>
            <td data-label={label('searches')}>{row.searches}</td>
            <td data-label={label('results')}>{row.results}</td>
            <td data-label={label('lastDate')}>{formatAdminDay(row.last_date, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
