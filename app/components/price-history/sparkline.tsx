// A price over time as a small step line, drawn as SVG: light enough for the unit card's first paint (the full chart
// and its library load only when opened).
import type { TPricePoint } from '#shared/schemas/price-history.ts';

const W = 120;
const H = 32;

/** The step line's path through the priced points, from the first one to `now`, scaled to the box. */
export function sparkPath(points: readonly Pick<TPricePoint, 'at' | 'price'>[], now: number): string {
  const priced = points.filter((p) => p.price != null) as { at: string; price: number }[];
  if (priced.length === 0) return '';
  const t0 = new Date(priced[0]!.at).getTime();
  const t1 = Math.max(now, t0 + 1);
  const prices = priced.map((p) => p.price);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const x = (at: number) => ((at - t0) / (t1 - t0)) * W;
  const y = (price: number) => (hi === lo ? H / 2 : 2 + (1 - (price - lo) / (hi - lo)) * (H - 4));
  let d = `M0 ${y(prices[0]!).toFixed(1)}`;
  for (const p of priced.slice(1)) {
    const px = x(new Date(p.at).getTime()).toFixed(1);
    d += ` H${px} V${y(p.price).toFixed(1)}`;
  }
  return `${d} H${W}`;
}

export function Sparkline({
  points,
  now,
  className,
}: {
  points: readonly TPricePoint[];
  now: number;
  className?: string;
}) {
  return (
    <svg className={className} viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true">
      <path d={sparkPath(points, now)} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
