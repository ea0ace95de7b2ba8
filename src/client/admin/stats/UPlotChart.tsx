import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { spreadIndexes } from './plot-axis';

/** One line of the chart: its name, colour and a value per day. */
export interface PlotLine {
  label: string;
  color: string;
  values: number[];
}

export interface PlotSpec {
  /** Each day's label on the x axis and in the legend. */
  days: string[];
  lines: PlotLine[];
  /** The y axis' ticks, from 0 to its top. */
  yTicks: number[];
  xTitle: string;
  yTitle: string;
}

const HEIGHT = 260;
const FALLBACK_WIDTH = 720;
/** The least room a day label needs on the x axis. */
const LABEL_PX = 72;

/**
 * The daily series drawn by uPlot (canvas) at the width of its box, redrawn when the box resizes.
 * It is a picture for sighted users: the figure around it names and describes it, and its numbers
 * are in a table beside it. It comes in its own chunk, loaded with the statistics screens.
 */
export default function UPlotChart({ spec }: { spec: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { days, lines, yTicks, xTitle, yTitle } = JSON.parse(spec) as PlotSpec;
    const width = () => element.clientWidth || FALLBACK_WIDTH;
    const top = yTicks.at(-1) ?? 1;
    const options: uPlot.Options = {
      width: width(),
      height: HEIGHT,
      cursor: { drag: { x: false, y: false } },
      legend: { live: true },
      scales: {
        x: { time: false, range: (_plot, min, max) => (min === max ? [min - 1, max + 1] : [min, max]) },
        y: { range: () => [0, top] },
      },
      axes: [
        {
          label: xTitle,
          splits: (plot) => spreadIndexes(days.length, Math.floor(plot.bbox.width / (devicePixelRatio || 1) / LABEL_PX)),
          values: (_plot, splits) => splits.map((index) => days[index] ?? ''),
          grid: { show: false },
        },
        { label: yTitle, splits: () => yTicks, values: (_plot, splits) => splits.map((value) => String(value)) },
      ],
      series: [
        { label: xTitle, value: (_plot, index) => (index == null ? '' : (days[index] ?? '')) },
        ...lines.map((line) => ({ label: line.label, stroke: line.color, width: 2.5, points: { show: days.length <= 62 } })),
      ],
    };
    const plot = new uPlot(options, [days.map((_day, index) => index), ...lines.map((line) => line.values)], element);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT })) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [spec]);

  return <div ref={box} className="stats-uplot" data-testid="stats-uplot" />;
}
