import { useId } from 'react';
import type { StatsPointItemFragment } from '../../../../generated/client/graphql';
import { useSession } from '../../lib/session/useSession';
import { useAdminT } from '../i18n/useAdminT';
import { formatAdminDay } from '../kit/admin-dates';
import { axisTicks } from './stats-query';

export interface ChartSeries {
  key: 'views' | 'wishlist_added' | 'clicks';
  label: string;
  className: string;
}

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 12, right: 16, bottom: 40, left: 48 };

/**
 * A daily series as an inline SVG line chart (no library): labelled axes, a title and a
 * description for screen readers, and the same numbers in a table below.
 */
export function StatsChart({ points, series, title }: { points: readonly StatsPointItemFragment[]; series: readonly ChartSeries[]; title: string }) {
  const t = useAdminT();
  const { lang } = useSession();
  const id = useId();
  const max = Math.max(0, ...points.flatMap((point) => series.map((line) => point[line.key])));
  const ticks = axisTicks(max);
  const top = ticks.at(-1)!;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (index / (points.length - 1)) * innerW);
  const y = (value: number) => PAD.top + innerH - (value / top) * innerH;
  const day = (date: string) => formatAdminDay(date, lang, { day: 'numeric', month: 'numeric' });
  const labelIndexes = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])].filter((index) => index >= 0);
  const totals = series.map((line) => ({ ...line, total: points.reduce((sum, point) => sum + point[line.key], 0) }));
  const desc = points.length
    ? t('admin.stats.chart.desc', {
        from: formatAdminDay(points[0]!.date, lang),
        to: formatAdminDay(points.at(-1)!.date, lang),
        totals: totals.map((line) => `${line.label}: ${line.total}`).join(', '),
        max,
      })
    : t('admin.stats.chart.empty');

  return (
    <figure className="stats-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        <g className="stats-axis" aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stats-grid" />
              <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {tick}
              </text>
            </g>
          ))}
          <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + innerH} className="stats-axis-line" />
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} className="stats-axis-line" />
          {points.length > 0 &&
            labelIndexes.map((index) => (
              <text key={index} x={x(index)} y={HEIGHT - PAD.bottom + 18} textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}>
                {day(points[index]!.date)}
              </text>
            ))}
          <text x={PAD.left + innerW / 2} y={HEIGHT - 4} textAnchor="middle" className="stats-axis-title">
            {t('admin.stats.chart.xAxis')}
          </text>
          <text x={12} y={PAD.top + innerH / 2} textAnchor="middle" transform={`rotate(-90 12 ${PAD.top + innerH / 2})`} className="stats-axis-title">
            {t('admin.stats.chart.yAxis')}
          </text>
        </g>
        {series.map((line) => (
          <polyline
            key={line.key}
            className={`stats-line ${line.className}`}
            fill="none"
            points={points.map((point, index) => `${x(index).toFixed(1)},${y(point[line.key]).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
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
                <th scope="row">{formatAdminDay(point.date, lang, { dateStyle: 'medium' })}</th>
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
