// Line drawings: a typical floor plan of a section, a site plan of a complex, partner logos and document pages.
import { formatArea } from '#shared/format.ts';
import { layoutShort, type TLayout } from '#shared/enums.ts';
import type { Random } from '../random.ts';
import { escapeXml, shade, svgDocument } from './svg.ts';

const FONT = 'font-family="DejaVu Sans, Liberation Sans, sans-serif"';
const text = (x: number, y: number, size: number, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" ${FONT} ${extra}>${escapeXml(content)}</text>`;

/** A flat of a typical floor: the same on every such floor, so it is named by its riser, not its number. */
export interface PlanFlat {
  riser: string;
  cntApart: TLayout | null;
  area: number | null;
}

/** A typical floor: flats along both façades of a corridor, the stair and lift core in the middle. */
export function renderFloorPlan(
  flats: readonly PlanFlat[],
  caption: string,
): { svg: string; width: number; height: number } {
  const width = 1400;
  const height = 900;
  const pad = 70;
  const top = Math.ceil(flats.length / 2);
  const rows = [flats.slice(0, top), flats.slice(top)];
  const innerW = width - pad * 2;
  const bandH = (height - pad * 2 - 120) / 2;
  const corridorY = pad + bandH;
  const body: string[] = [`<rect width="${width}" height="${height}" fill="#ffffff"/>`];
  body.push(
    `<rect x="${pad}" y="${pad}" width="${innerW}" height="${height - pad * 2 - 60}" fill="#f7f5f0" stroke="#222" stroke-width="10"/>`,
  );
  body.push(`<rect x="${pad}" y="${corridorY}" width="${innerW}" height="60" fill="#e6e2da"/>`);
  const coreX = pad + innerW / 2 - 60;
  body.push(
    `<rect x="${coreX}" y="${corridorY - 10}" width="120" height="80" fill="#d0ccc4" stroke="#222" stroke-width="4"/><path d="M${coreX},${corridorY - 10} l120,80 M${coreX + 120},${corridorY - 10} l-120,80" stroke="#555" stroke-width="2"/>`,
  );
  rows.forEach((line, side) => {
    if (line.length === 0) return;
    const y = side === 0 ? pad : corridorY + 60;
    const w = innerW / line.length;
    line.forEach((flat, i) => {
      const x = pad + i * w;
      if (i > 0)
        body.push(`<line x1="${x}" y1="${y}" x2="${x}" y2="${y + bandH}" stroke="#222" stroke-width="6"/>`);
      // Inner partitions: a room split for two rooms and more, a bathroom by the corridor.
      const bathY = side === 0 ? y + bandH - 70 : y;
      body.push(
        `<rect x="${x + w * 0.08}" y="${bathY}" width="${w * 0.3}" height="70" fill="#dfe9ef" stroke="#444" stroke-width="3"/>`,
      );
      if (flat.cntApart && flat.cntApart >= 3) {
        const px = x + w * 0.8;
        body.push(
          `<line x1="${px}" y1="${side === 0 ? y : y + 70}" x2="${px}" y2="${side === 0 ? y + bandH - 70 : y + bandH}" stroke="#444" stroke-width="3"/>`,
        );
      }
      // Windows on the façade, a door to the corridor.
      const wy = side === 0 ? pad - 5 : y + bandH - 5;
      body.push(
        `<rect x="${x + w * 0.25}" y="${wy}" width="${w * 0.5}" height="10" fill="#9cc9e6" stroke="#222" stroke-width="2"/>`,
      );
      const dy = side === 0 ? y + bandH - 5 : y - 5;
      body.push(`<rect x="${x + w * 0.5}" y="${dy}" width="${w * 0.16}" height="10" fill="#ffffff"/>`);
      const cx = x + w / 2;
      const cy = y + bandH / 2;
      const layout = flat.cntApart ? layoutShort[flat.cntApart] : '';
      body.push(text(cx, cy - 8, 34, layout, 'text-anchor="middle" font-weight="bold" fill="#222"'));
      const label = [flat.area ? formatArea(flat.area) : '', `стояк ${flat.riser}`]
        .filter(Boolean)
        .join(' · ');
      body.push(text(cx, cy + 30, 24, label, 'text-anchor="middle" fill="#555"'));
    });
  });
  body.push(text(pad, height - 28, 28, caption, 'fill="#333"'));
  return { svg: svgDocument(width, height, '', body.join('')), width, height };
}

/** The site plan of a complex: buildings as labelled footprints among roads and greenery. */
export function renderSitePlan(rng: Random, title: string, buildings: readonly string[]): string {
  const width = 1400;
  const height = 1000;
  const body: string[] = [`<rect width="${width}" height="${height}" fill="#dfe8d4"/>`];
  body.push(`<rect x="0" y="${height - 140}" width="${width}" height="70" fill="#b8b8b0"/>`);
  body.push(`<rect x="${width * 0.45}" y="80" width="50" height="${height - 220}" fill="#d6d2c8"/>`);
  for (let i = 0; i < 24; i++) {
    body.push(
      `<circle cx="${rng.float(30, width - 30)}" cy="${rng.float(100, height - 170)}" r="${rng.float(12, 26)}" fill="#8fb573"/>`,
    );
  }
  const cols = Math.min(3, buildings.length);
  buildings.forEach((name, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const w = rng.float(220, 300);
    const h = rng.float(120, 170);
    const x = 90 + col * ((width - 180) / cols) + rng.float(0, 40);
    const y = 150 + row * 260 + rng.float(0, 30);
    body.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f4efe6" stroke="#5a5a5a" stroke-width="5"/>`,
    );
    body.push(
      text(x + w / 2, y + h / 2 + 10, 30, name, 'text-anchor="middle" fill="#333" font-weight="bold"'),
    );
  });
  body.push(`<rect x="0" y="0" width="${width}" height="70" fill="#ffffff" opacity="0.85"/>`);
  body.push(text(30, 48, 34, `Генеральный план — ${title}`, 'fill="#222" font-weight="bold"'));
  return svgDocument(width, height, '', body.join(''));
}

/** A partner's logo: a monogram and the name. */
export function renderLogo(rng: Random, short: string, name: string): string {
  const width = 800;
  const height = 400;
  const color = rng.pick([
    '#1d4e89',
    '#00798c',
    '#d1495b',
    '#2e4057',
    '#66a182',
    '#8f2d56',
    '#c1802e',
    '#3d5a80',
  ]);
  const body = [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect x="40" y="90" width="220" height="220" rx="48" fill="${color}"/>`,
    `<rect x="60" y="110" width="180" height="180" rx="36" fill="${shade(color, 0.15)}"/>`,
    text(150, 232, 96, short, `text-anchor="middle" fill="#ffffff" font-weight="bold"`),
  ];
  const words = name.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = name.length > 16 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [name];
  lines.forEach((line, i) =>
    body.push(
      text(
        290,
        200 + (i - (lines.length - 1) / 2) * 64,
        50,
        line,
        `fill="${shade(color, -0.25)}" font-weight="bold"`,
      ),
    ),
  );
  return svgDocument(width, height, '', body.join(''));
}

export const PAGE_WIDTH = 992;
export const PAGE_HEIGHT = 1403;

/** A page of a document (A4 at 120 dpi): heading, a table of facts and paragraphs. */
export function renderDocumentPage(page: {
  organisation: string;
  title: string;
  subtitle: string;
  facts: readonly (readonly [string, string])[];
  paragraphs: readonly string[];
  footer: string;
}): string {
  const W = PAGE_WIDTH;
  const body = [
    `<rect width="${W}" height="${PAGE_HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${W}" height="12" fill="#1d4e89"/>`,
  ];
  body.push(text(80, 90, 22, page.organisation, 'fill="#1d4e89" font-weight="bold"'));
  body.push(text(W / 2, 200, 40, page.title, 'text-anchor="middle" font-weight="bold" fill="#111"'));
  body.push(text(W / 2, 250, 26, page.subtitle, 'text-anchor="middle" fill="#333"'));
  let y = 320;
  for (const [i, [label, value]] of page.facts.entries()) {
    body.push(
      `<rect x="80" y="${y - 30}" width="${W - 160}" height="44" fill="${i % 2 ? '#ffffff' : '#f3f5f8'}" stroke="#d5dae1"/>`,
    );
    body.push(text(95, y, 20, label, 'fill="#555"'));
    body.push(text(400, y, 20, value, 'fill="#111"'));
    y += 44;
  }
  y += 40;
  for (const paragraph of page.paragraphs) {
    // Wrap by words at about 70 characters a line.
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      if ((line + ' ' + word).trim().length > 68) {
        lines.push(line.trim());
        line = word;
      } else line += ` ${word}`;
    }
    if (line.trim()) lines.push(line.trim());
    for (const l of lines) {
      body.push(text(80, y, 20, l, 'fill="#222"'));
      y += 30;
    }
    y += 18;
  }
  body.push(
    `<line x1="80" y1="${PAGE_HEIGHT - 110}" x2="${W - 80}" y2="${PAGE_HEIGHT - 110}" stroke="#ccc"/>`,
  );
  body.push(text(80, PAGE_HEIGHT - 70, 18, page.footer, 'fill="#777"'));
  return svgDocument(W, PAGE_HEIGHT, '', body.join(''));
}
