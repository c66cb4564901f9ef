// Small SVG helpers for the generated demo pictures.
import type { Random } from '../random.ts';

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

const parse = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const hex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return hex(x.map((v, i) => v + (y[i]! - v) * t));
}

export const shade = (color: string, amount: number) =>
  amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);

export const vertical = (id: string, stops: readonly (readonly [number, string])[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

/** A ridge line from x = 0 to width, as the points of a closed polygon down to `bottom`. */
export function ridge(
  rng: Random,
  width: number,
  baseY: number,
  amplitude: number,
  bottom: number,
  step = 40,
): string {
  const points: string[] = [`0,${bottom}`];
  let y = baseY - rng.float(0, amplitude);
  for (let x = 0; x <= width + step; x += step) {
    y += rng.float(-amplitude / 3, amplitude / 3);
    y = Math.max(baseY - amplitude, Math.min(baseY + amplitude / 4, y));
    points.push(`${x},${Math.round(y)}`);
  }
  points.push(`${width + step},${bottom}`);
  return points.join(' ');
}

/** Peaks for a mountain backdrop: [x, y] of each summit and the polygon. */
export function peaks(
  rng: Random,
  width: number,
  baseY: number,
  height: number,
  count: number,
): { polygon: string; summits: [number, number][] } {
  const summits: [number, number][] = [];
  const points: string[] = [`0,${baseY}`];
  const span = width / count;
  for (let i = 0; i < count; i++) {
    const x = span * i + rng.float(span * 0.25, span * 0.75);
    const y = baseY - height * rng.float(0.55, 1);
    const valley = baseY - height * rng.float(0.1, 0.35);
    points.push(`${Math.round(x - span / 2)},${Math.round(valley)}`, `${Math.round(x)},${Math.round(y)}`);
    summits.push([x, y]);
  }
  points.push(`${width},${Math.round(baseY - height * 0.2)}`, `${width},${baseY}`);
  return { polygon: points.join(' '), summits };
}

export interface Tree {
  x: number;
  y: number;
  size: number;
}

export function palm({ x, y, size }: Tree, leaf: string, trunk: string): string {
  const top = y - size;
  const lean = size * 0.1;
  const tx = x + lean;
  const fronds = [-170, -145, -120, -95, -70, -45, -20, 5]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const len = size * 0.42;
      const ex = tx + Math.cos(rad) * len;
      const ey = top + Math.abs(Math.cos(rad)) * len * 0.55 + len * 0.1;
      const cx = tx + Math.cos(rad) * len * 0.55;
      const cy = top + Math.sin(rad) * len * 0.35;
      return `<path d="M${tx},${top} Q${cx},${cy} ${ex},${ey}" stroke="${leaf}" stroke-width="${Math.max(2, size * 0.03)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x},${y} Q${x + lean * 0.2},${y - size / 2} ${tx},${top}" stroke="${trunk}" stroke-width="${Math.max(3, size * 0.035)}" fill="none"/>${fronds}`;
}

export function cypress({ x, y, size }: Tree, leaf: string): string {
  return `<ellipse cx="${x}" cy="${y - size / 2}" rx="${size * 0.11}" ry="${size / 2}" fill="${leaf}"/>`;
}

export function roundTree({ x, y, size }: Tree, leaf: string, trunk: string): string {
  const r = size * 0.32;
  return `<rect x="${x - size * 0.03}" y="${y - size * 0.45}" width="${size * 0.06}" height="${size * 0.45}" fill="${trunk}"/><circle cx="${x - r * 0.5}" cy="${y - size * 0.6}" r="${r}" fill="${leaf}"/><circle cx="${x + r * 0.55}" cy="${y - size * 0.62}" r="${r * 0.9}" fill="${shade(leaf, -0.08)}"/><circle cx="${x}" cy="${y - size * 0.85}" r="${r * 0.85}" fill="${shade(leaf, 0.06)}"/>`;
}

export function fir({ x, y, size }: Tree, leaf: string): string {
  const w = size * 0.36;
  return [0, 1, 2]
    .map((i) => {
      const top = y - size + i * size * 0.22;
      const base = y - size * 0.25 + i * size * 0.12;
      const half = w * (0.55 + i * 0.25);
      return `<polygon points="${x},${top} ${x - half},${base} ${x + half},${base}" fill="${shade(leaf, -i * 0.05)}"/>`;
    })
    .join('');
}
