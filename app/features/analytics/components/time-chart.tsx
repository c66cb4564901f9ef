// A chart over weeks or months (uPlot): bars and lines on one time axis, ru-RU dates under it, the legend with the
// values where the pointer is, formatted as the report says (₽, ₽/м², units). Resized with its box.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate, LOCALE } from '#shared/format.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import styles from './analytics.module.css';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  color: string;
  bars?: boolean;
}

export interface TimeChartProps {
  /** Period starts, YYYY-MM-DD. */
  days: string[];
  series: ChartSeries[];
  formatValue: (value: number) => string;
  /** The axis' short form (₽ in millions). */
  formatTick?: (value: number) => string;
  month?: boolean;
  label: string;
  height?: number;
}

const periodLabel = analyticsTexts.screen.period;
const seconds = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

export function TimeChart({
  days,
  series,
  formatValue,
  formatTick = formatValue,
  month = false,
  label,
  height = 240,
}: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || days.length === 0) return;
    const tick = (s: number) =>
      new Date(s * 1000).toLocaleDateString(
        LOCALE,
        month ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' },
      );
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 240),
        height,
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        scales: { x: { time: true } },
        legend: { live: true },
        axes: [
          {
            values: (_, splits) => splits.map(tick),
            space: 64,
            stroke: '#5f6878',
            grid: { stroke: '#eef1f6' },
            ticks: { show: false },
          },
          {
            values: (_, splits) => splits.map((v) => formatTick(v)),
            stroke: '#5f6878',
            grid: { stroke: '#eef1f6' },
            ticks: { show: false },
            size: 88,
          },
        ],
        series: [
          { label: periodLabel, value: (_, v) => (v == null ? '' : formatDate(v * 1000)) },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: s.bars ? 1 : 2,
            fill: s.bars ? `${s.color}cc` : undefined,
            points: { show: !s.bars && days.length < 40, size: 5 },
            value: (_: uPlot, v: number | null) => (v == null ? '—' : formatValue(v)),
            ...(s.bars ? { paths: uPlot.paths.bars!({ size: [0.7, 48] }) } : {}),
          })),
        ],
      },
      [days.map(seconds), ...series.map((s) => s.values)],
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 240), height }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, series, formatValue, formatTick, month, height]);
  return <div ref={box} className={styles.chart} role="img" aria-label={label} />;
}
