import { lazy, Suspense, useId } from 'react';
import type { StatsPointItemFragment } from '../../../../generated/client/graphql';
import { useSession } from '../../lib/session/useSession';
import { useAdminT } from '../i18n/useAdminT';
import { formatAdminDay } from '../kit/admin-dates';
import { axisTicks } from './stats-query';
import type { PlotSpec } from './UPlotChart';

export interface ChartSeries {
  key: 'views' | 'wishlist_added' | 'clicks';
  label: string;
  /** The swatch's class in the legend (stats.css); the same colour as `color`. */
  className: string;
  color: string;
}

// uPlot comes in its own chunk, with the chart.
const UPlotChart = lazy(() => import('./UPlotChart'));

/**
 * A daily series as a line chart (uPlot): a title and a description for screen readers, a legend
 * of totals, and the same numbers in a table below.
 */
export function StatsChart({ points, series, title }: { points: readonly StatsPointItemFragment[]; series: readonly ChartSeries[]; title: string }) {
  const t = useAdminT();
  const { lang } = useSession();
  const id = useId();
  const max = Math.max(0, ...points.flatMap((point) => series.map((line) => point[line.key])));
  const totals = series.map((line) => ({ ...line, total: points.reduce((sum, point) => sum + point[line.key], 0) }));
  const desc = points.length
    ? t('admin.stats.chart.desc', {
        from: formatAdminDay(points[0]!.date, lang),
        to: formatAdminDay(points.at(-1)!.date, lang),
        totals: totals.map((line) => `${line.label}: ${line.total}`).join(', '),
        max,
      })
    : t('admin.stats.chart.empty');
  const spec: PlotSpec = {
    days: points.map((point) => formatAdminDay(point.date, lang, { day: 'numeric', month: 'numeric' })),
    lines: series.map((line) => ({ label: line.label, color: line.color, values: points.map((point) => point[line.key]) })),
    yTicks: axisTicks(max),
    xTitle: t('admin.stats.chart.xAxis'),
    yTitle: t('admin.stats.chart.yAxis'),
  };

  return (
    <figure className="stats-chart">
      <div className="stats-plot" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <span id={`${id}-title`} className="visually-hidden">
          {title}
        </span>
        <span id={`${id}-desc`} className="visually-hidden">
          {desc}
        </span>
        <Suspense fallback={null}>
          <UPlotChart spec={JSON.stringify(spec)} />
        </Suspense>
      </div>
      <figcaption className="stats-legend">
        {totals.map((line) => (
          <span key={line.key} className="stats-legend-item">
            <span className={`stats-swatch ${line.className}`} aria-hidden="true" />
            {t('admin.stats.chart.total', { label: line.label, total: line.total })}
          </span>
        ))}
      </figcaption>
      <details className="stats-numbers">
        <summary>{t('admin.stats.chart.numbers')}</summary>
        <table className="admin-table stats-numbers-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.stats.column.date')}</th>
              {series.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{formatAdminDay(point.date, lang)}</th>
                {series.map((line) => (
                  <td key={line.key} data-label={line.label}>
                    {point[line.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
