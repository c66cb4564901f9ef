// The full chart (uPlot): loaded on demand with React.lazy, so neither the library nor its CSS reaches the first
// screen. One line over time; ru-RU month names on the axis, a readout with the date and «12 500 000 ₽» where the
// pointer is, and dashed marks where the status changed.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDateLong, formatPrice, formatPriceShort, LOCALE } from '#shared/format.ts';
import styles from './price-chart.module.css';

export interface PriceChartProps {
  /** Unix seconds, ascending. */
  xs: number[];
  ys: (number | null)[];
  /** A price holds until the next record (history) or points are joined (monthly medians). */
  stepped?: boolean;
  marks?: { x: number; text: string }[];
  /** The readout's value; ₽ by default. */
  formatValue?: (value: number) => string;
  /** The readout's date; the full date by default. */
  formatDate?: (seconds: number) => string;
  label: string;
  height?: number;
}

/** Month names under the ticks; the year on a second line where it turns and on the first tick. */
function monthTicks(_: uPlot, splits: number[]): string[] {
  return splits.map((s, i) => {
    const d = new Date(s * 1000);
    const month = d.toLocaleDateString(LOCALE, { month: 'short' });
    return i === 0 || d.getMonth() === 0 ? `${month}\n${d.getFullYear()}` : month;
  });
}

function marksPlugin(marks: { x: number; text: string }[]): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx } = u;
        const top = u.bbox.top;
        const bottom = top + u.bbox.height;
        ctx.save();
        ctx.strokeStyle = 'rgba(100, 116, 139, 0.7)';
        ctx.fillStyle = 'rgba(71, 85, 105, 1)';
        ctx.setLineDash([4 * devicePixelRatio, 4 * devicePixelRatio]);
        ctx.font = `${11 * devicePixelRatio}px sans-serif`;
        for (const mark of marks) {
          const x = Math.round(u.valToPos(mark.x, 'x', true));
          ctx.beginPath();
          ctx.moveTo(x, top);
          ctx.lineTo(x, bottom);
          ctx.stroke();
          ctx.fillText(mark.text, x + 4 * devicePixelRatio, top + 12 * devicePixelRatio);
        }
        ctx.restore();
      },
    },
  };
}

const NO_MARKS: { x: number; text: string }[] = [];

export default function PriceChart({
  xs,
  ys,
  stepped = false,
  marks = NO_MARKS,
  formatValue = formatPrice,
  formatDate = (s) => formatDateLong(s * 1000),
  label,
  height = 220,
}: PriceChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [readout, setReadout] = useState<{ left: number; date: string; value: string } | null>(null);
  // The readout's formatters change identity with every render; the plot is rebuilt only when its data does.
  const format = useRef({ formatValue, formatDate });
  useLayoutEffect(() => {
    format.current = { formatValue, formatDate };
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const options: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 8 } },
      scales: { x: { time: true } },
      axes: [
        { values: monthTicks, stroke: '#64748b', grid: { stroke: '#eef2f7' }, ticks: { show: false } },
        {
          values: (_, splits) => splits.map((v) => formatPriceShort(v)),
          stroke: '#64748b',
          grid: { stroke: '#eef2f7' },
          ticks: { show: false },
          size: 72,
        },
      ],
      series: [
        {},
        {
          label,
          stroke: '#2563eb',
          width: 2,
          fill: 'rgba(37, 99, 235, 0.08)',
          spanGaps: false,
          points: { show: !stepped, size: 5 },
          ...(stepped ? { paths: uPlot.paths.stepped!({ align: 1 }) } : {}),
        },
      ],
      plugins: [marksPlugin(marks)],
      hooks: {
        setCursor: [
          (u) => {
            const i = u.cursor.idx;
            const value = i == null ? null : ys[i];
            setReadout(
              i == null || value == null
                ? null
                : {
                    left: u.cursor.left ?? 0,
                    date: format.current.formatDate(xs[i]!),
                    value: format.current.formatValue(value),
                  },
            );
          },
        ],
      },
    };
    const plot = new uPlot(options, [xs, ys], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [xs, ys, stepped, marks, label, height]);

  return (
    <div className={styles.chart}>
      <div ref={box} className={styles.plot} role="img" aria-label={label} data-testid="price-chart" />
      {readout && (
        <div
          className={styles.readout}
          style={{ left: `clamp(70px, ${readout.left + 72}px, calc(100% - 70px))` }}
          data-testid="price-readout"
        >
          <span>{readout.date}</span>
          <strong>{readout.value}</strong>
        </div>
      )}
    </div>
  );
}
