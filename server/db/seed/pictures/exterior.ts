// Architectural renders of a complex: sky, sea or mountains, towers with window grids, palms and lawns.
import type { Random } from '../random.ts';
import { cypress, fir, mix, palm, peaks, ridge, roundTree, shade, svgDocument, vertical } from './svg.ts';

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1067;

export interface Palette {
  skyTop: string;
  skyBottom: string;
  far: string;
  near: string;
  seaTop: string;
  seaBottom: string;
  lawn: string;
  sun: string;
  /** Evening: some windows glow. */
  night: boolean;
}

export const PALETTES: readonly Palette[] = [
  {
    skyTop: '#4f8fd6',
    skyBottom: '#d3e8f7',
    far: '#94abc6',
    near: '#5f806a',
    seaTop: '#2f7fb8',
    seaBottom: '#66b5da',
    lawn: '#6da34d',
    sun: '#fff6d8',
    night: false,
  },
  {
    skyTop: '#79a9e0',
    skyBottom: '#fbe3c4',
    far: '#aab4cc',
    near: '#6f8a74',
    seaTop: '#4a8fc0',
    seaBottom: '#a2cde2',
    lawn: '#78a857',
    sun: '#fff1c9',
    night: false,
  },
  {
    skyTop: '#2e4a8c',
    skyBottom: '#f6a96b',
    far: '#726d92',
    near: '#4a5a5a',
    seaTop: '#3c5f8f',
    seaBottom: '#e39d70',
    lawn: '#5b8046',
    sun: '#ffd59a',
    night: false,
  },
  {
    skyTop: '#2b7bd3',
    skyBottom: '#acd5f5',
    far: '#7f9ec1',
    near: '#4f7355',
    seaTop: '#1f6fa8',
    seaBottom: '#44a6cf',
    lawn: '#5f9a43',
    sun: '#ffffff',
    night: false,
  },
  {
    skyTop: '#1e2a5a',
    skyBottom: '#e0805f',
    far: '#4f4b6f',
    near: '#30403c',
    seaTop: '#26406b',
    seaBottom: '#b46c5a',
    lawn: '#3f5f38',
    sun: '#ffc38a',
    night: true,
  },
  {
    skyTop: '#6c9fd0',
    skyBottom: '#e9eef2',
    far: '#a4b3c2',
    near: '#6b8575',
    seaTop: '#5388b0',
    seaBottom: '#9fc3d6',
    lawn: '#7fa764',
    sun: '#fbfbf5',
    night: false,
  },
];

const FACADES = [
  '#f2efe9',
  '#e8dccb',
  '#d9d4cc',
  '#c9b79c',
  '#b8c4cc',
  '#e6c9a8',
  '#a3adb4',
  '#f4e4d0',
  '#ddd0c4',
  '#b5634b',
  '#8c6a5a',
  '#5c6770',
  '#e9e3d3',
  '#cfa982',
];
const ACCENTS = ['#6b4f3a', '#3b4a57', '#c46b3c', '#2f5d62', '#8a8f94', '#4e5d6c', '#9c6b4e'];

export interface ExteriorOptions {
  palette: Palette;
  /** The sea in the background. */
  sea: boolean;
  /** High mountains with snow (Красная Поляна) instead of green hills. */
  alps: boolean;
  /** The tallest building's floors. */
  floors: number;
  towers: number;
  /** Setbacks with terraces on top (business and elite). */
  premium?: boolean;
}

type Style = 'punched' | 'ribbon' | 'balcony';

function tower(
  rng: Random,
  id: string,
  x: number,
  ground: number,
  width: number,
  floors: number,
  floorH: number,
  palette: Palette,
  stepped: boolean,
): { defs: string; body: string } {
  const facade = rng.pick(FACADES);
  const accent = rng.pick(ACCENTS);
  const style = rng.pick<Style>(['punched', 'ribbon', 'balcony']);
  const cols = Math.max(3, Math.round(width / rng.float(38, 60)));
  const cellW = width / cols;
  const height = floors * floorH;
  const top = ground - height - floorH * 0.6;
  const depth = width * rng.float(0.18, 0.3);
  const lift = depth * 0.35;
  const glassTop = mix(palette.skyTop, '#1d2b3a', 0.35);
  const glassBottom = mix(palette.skyBottom, '#2b3d4f', 0.3);
  const sideShade = shade(facade, -0.22);

  let cell = '';
  if (style === 'punched') {
    cell = `<rect x="${cellW * 0.2}" y="${floorH * 0.2}" width="${cellW * 0.6}" height="${floorH * 0.6}" fill="url(#${id}g)"/>`;
  } else if (style === 'ribbon') {
    cell = `<rect x="0" y="${floorH * 0.18}" width="${cellW}" height="${floorH * 0.62}" fill="url(#${id}g)"/><rect x="${cellW - 2}" y="${floorH * 0.18}" width="2" height="${floorH * 0.62}" fill="${shade(accent, 0.2)}"/>`;
  } else {
    cell = `<rect x="${cellW * 0.12}" y="${floorH * 0.12}" width="${cellW * 0.76}" height="${floorH * 0.7}" fill="url(#${id}g)"/><rect x="0" y="${floorH * 0.82}" width="${cellW}" height="${floorH * 0.18}" fill="${shade(facade, -0.1)}"/><rect x="0" y="${floorH * 0.55}" width="${cellW}" height="${floorH * 0.27}" fill="#ffffff" opacity="0.18"/>`;
  }
  const defs =
    vertical(`${id}g`, [
      [0, glassTop],
      [1, glassBottom],
    ]) +
    `<pattern id="${id}w" patternUnits="userSpaceOnUse" x="${x}" y="${top + floorH * 0.6}" width="${cellW}" height="${floorH}">${cell}</pattern>`;

  const parts: string[] = [];
  // A block is a side face lit less, a roof, the front with its windows; setbacks put a narrower block on top.
  const block = (bx: number, bw: number, bTop: number, bBottom: number) => {
    parts.push(
      `<polygon points="${bx + bw},${bTop} ${bx + bw + depth},${bTop - lift} ${bx + bw + depth},${bBottom - lift} ${bx + bw},${bBottom}" fill="${sideShade}"/>`,
      `<polygon points="${bx},${bTop} ${bx + depth},${bTop - lift} ${bx + bw + depth},${bTop - lift} ${bx + bw},${bTop}" fill="${shade(facade, 0.1)}"/>`,
      `<rect x="${bx}" y="${bTop}" width="${bw}" height="${bBottom - bTop}" fill="${facade}"/>`,
      `<rect x="${bx}" y="${bTop + floorH * 0.6}" width="${bw}" height="${Math.max(0, bBottom - bTop - floorH * 0.6)}" fill="url(#${id}w)"/>`,
      `<rect x="${bx - 4}" y="${bTop - 6}" width="${bw + 8}" height="8" fill="${accent}"/>`,
    );
  };
  const steps = stepped && floors > 6 ? rng.int(2, 3) : 0;
  const mainTop = top + steps * floorH;
  if (steps > 0) {
    const inset = Math.round(cols * rng.float(0.15, 0.25)) * cellW || cellW;
    block(x + inset, width - 2 * inset, top, mainTop + floorH * 0.6);
  }
  block(x, width, mainTop, ground);
  if (steps > 0) {
    // Glass railings of the terraces.
    parts.push(
      `<rect x="${x}" y="${mainTop - floorH * 0.45}" width="${width}" height="${floorH * 0.4}" fill="#dfeff7" opacity="0.5"/>`,
    );
  }
  parts.push(
    `<rect x="${x}" y="${ground - floorH * 1.4}" width="${width}" height="${floorH * 1.4}" fill="${shade(accent, -0.1)}"/>`,
    `<rect x="${x + width * 0.08}" y="${ground - floorH * 1.2}" width="${width * 0.84}" height="${floorH * 1.05}" fill="url(#${id}g)" opacity="0.9"/>`,
  );
  // Vertical accents: a stair core or coloured pilasters.
  if (rng.chance(0.6)) {
    const px = x + cellW * rng.int(1, cols - 2);
    parts.push(
      `<rect x="${px}" y="${mainTop}" width="${cellW * 0.35}" height="${ground - mainTop - floorH * 1.4}" fill="${accent}" opacity="0.85"/>`,
    );
  }
  if (palette.night) {
    for (let i = 0; i < Math.round(cols * floors * 0.25); i++) {
      const c = rng.int(0, cols - 1);
      const f = rng.int(steps + 1, floors - 2);
      parts.push(
        `<rect x="${x + c * cellW + cellW * 0.22}" y="${top + floorH * 0.6 + f * floorH + floorH * 0.22}" width="${cellW * 0.56}" height="${floorH * 0.56}" fill="#ffd98a" opacity="0.9"/>`,
      );
    }
  }
  return { defs, body: parts.join('') };
}

export function renderExterior(rng: Random, options: ExteriorOptions): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const p = options.palette;
  const horizon = Math.round(H * rng.float(0.5, 0.58));
  const ground = Math.round(H * rng.float(0.82, 0.88));
  const defs: string[] = [
    vertical('sky', [
      [0, p.skyTop],
      [1, p.skyBottom],
    ]),
    vertical('sea', [
      [0, p.seaTop],
      [1, p.seaBottom],
    ]),
    vertical('lawn', [
      [0, p.lawn],
      [1, shade(p.lawn, -0.25)],
    ]),
    `<radialGradient id="sun"><stop offset="0" stop-color="${p.sun}" stop-opacity="1"/><stop offset="0.35" stop-color="${p.sun}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>`,
  ];
  const body: string[] = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`];

  const sunX = rng.float(W * 0.1, W * 0.9);
  const sunY = rng.float(H * 0.12, horizon - 80);
  body.push(`<circle cx="${sunX}" cy="${sunY}" r="${rng.float(90, 150)}" fill="url(#sun)"/>`);
  for (let i = rng.int(2, 5); i > 0; i--) {
    const cx = rng.float(0, W);
    const cy = rng.float(H * 0.08, horizon - 150);
    const s = rng.float(0.6, 1.4);
    body.push(
      `<g fill="#ffffff" opacity="${rng.float(0.45, 0.8).toFixed(2)}"><ellipse cx="${cx}" cy="${cy}" rx="${90 * s}" ry="${24 * s}"/><ellipse cx="${cx + 50 * s}" cy="${cy - 14 * s}" rx="${60 * s}" ry="${26 * s}"/><ellipse cx="${cx - 45 * s}" cy="${cy - 8 * s}" rx="${50 * s}" ry="${18 * s}"/></g>`,
    );
  }

  if (options.alps) {
    const back = peaks(rng, W, horizon + 40, horizon * 0.75, rng.int(3, 5));
    body.push(`<polygon points="${back.polygon}" fill="${p.far}"/>`);
    for (const [sx, sy] of back.summits) {
      const h = horizon * 0.12;
      body.push(
        `<polygon points="${sx},${sy} ${sx - h * 0.9},${sy + h} ${sx - h * 0.3},${sy + h * 0.8} ${sx + h * 0.2},${sy + h * 1.1} ${sx + h},${sy + h}" fill="#f7f9fb"/>`,
      );
    }
    body.push(`<polygon points="${ridge(rng, W, horizon + 30, 90, ground)}" fill="${p.near}"/>`);
  } else if (options.sea) {
    body.push(
      `<polygon points="${ridge(rng, W, horizon - 10, 50, horizon + 10)}" fill="${p.far}" opacity="0.55"/>`,
    );
    body.push(`<rect y="${horizon}" width="${W}" height="${ground - horizon}" fill="url(#sea)"/>`);
    for (let i = 0; i < 14; i++) {
      const y = rng.float(horizon + 10, ground - 60);
      const x = rng.float(0, W);
      body.push(
        `<rect x="${x}" y="${y}" width="${rng.float(40, 160)}" height="2" fill="#ffffff" opacity="0.35"/>`,
      );
    }
    body.push(
      `<polygon points="${ridge(rng, W, ground - 70, 30, ground + 20)}" fill="${shade(p.lawn, -0.15)}"/>`,
    );
  } else {
    body.push(`<polygon points="${ridge(rng, W, horizon - 40, 110, ground)}" fill="${p.far}"/>`);
    body.push(`<polygon points="${ridge(rng, W, horizon + 40, 80, ground)}" fill="${p.near}"/>`);
  }

  // Towers, tallest in the middle of the picture.
  // A near view shows one or two buildings large, their tops cut by the frame; a far view shows the whole complex.
  const nearView = rng.chance(0.3);
  const count = nearView ? Math.min(2, options.towers) : Math.max(1, Math.min(3, options.towers));
  const floorH = nearView ? rng.float(34, 46) : Math.min(30, (ground - H * 0.14) / (options.floors + 1.5));
  const slots = count === 1 ? [0.5] : count === 2 ? [0.32, 0.66] : [0.2, 0.5, 0.78];
  const order = count === 3 ? [1, 0, 2] : [0, 1];
  const towers = slots.map((slot, i) => {
    const width = (nearView ? rng.float(480, 640) : rng.float(260, 460)) / (count === 3 ? 1.25 : 1);
    const floors =
      i === order[0] ? options.floors : Math.max(4, Math.round(options.floors * rng.float(0.6, 0.95)));
    return { x: W * slot - width / 2 + rng.float(-40, 40), width, floors };
  });
  towers
    .sort((a, b) => a.floors - b.floors)
    .forEach((t, i) => {
      const drawn = tower(
        rng,
        `t${i}`,
        t.x,
        ground,
        t.width,
        t.floors,
        floorH,
        p,
        !!options.premium && rng.chance(0.6),
      );
      defs.push(drawn.defs);
      body.push(drawn.body);
    });

  // The yard: lawn, a path, trees and lamps.
  body.push(`<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/>`);
  const foreground = rng.pick(['path', 'diagonal', 'hedge', 'street'] as const);
  if (foreground === 'path' || foreground === 'diagonal') {
    const top = rng.float(W * 0.3, W * 0.7);
    const bottom = foreground === 'path' ? top : rng.chance(0.5) ? W * 0.1 : W * 0.9;
    body.push(
      `<polygon points="${top - 40},${ground} ${top + 40},${ground} ${bottom + 260},${H} ${bottom - 260},${H}" fill="#e9e2d3"/>`,
    );
  } else if (foreground === 'street') {
    const y = ground + (H - ground) * 0.45;
    body.push(
      `<rect y="${y}" width="${W}" height="${(H - ground) * 0.4}" fill="#5e6266"/><rect y="${y - 10}" width="${W}" height="10" fill="#d8d4cc"/>`,
    );
    for (let x = rng.float(0, 80); x < W; x += 160) {
      body.push(`<rect x="${x}" y="${y + (H - ground) * 0.19}" width="80" height="5" fill="#eeeeea"/>`);
    }
  } else {
    const y = ground + rng.float(25, 50);
    body.push(
      `<rect y="${y}" width="${W}" height="${rng.float(26, 40)}" rx="14" fill="${shade(p.lawn, -0.3)}"/>`,
    );
  }
  const trunk = '#7a5a3c';
  const leaf = shade(p.lawn, -0.18);
  const kinds = options.alps
    ? ['fir']
    : options.sea
      ? ['palm', 'palm', 'cypress', 'round']
      : ['round', 'cypress', 'palm'];
  for (let i = rng.int(3, 6); i > 0; i--) {
    const x = rng.float(0, W);
    const y = rng.float(ground + 20, H);
    body.push(
      `<ellipse cx="${x}" cy="${y}" rx="${rng.float(40, 90)}" ry="${rng.float(14, 26)}" fill="${shade(p.lawn, rng.float(-0.2, 0.1))}"/>`,
    );
  }
  const trees = Array.from({ length: rng.int(7, 13) }, () => {
    const y = rng.float(ground + 10, H - 10);
    // Near trees stand at the sides so that they frame the buildings rather than hide them.
    const near = y > ground + 50;
    const x = near ? (rng.chance(0.5) ? rng.float(0, W * 0.2) : rng.float(W * 0.8, W)) : rng.float(0, W);
    return { x, y, size: 70 + (y - ground) * rng.float(0.9, 1.4), kind: rng.pick(kinds) };
  }).sort((a, b) => a.y - b.y);
  for (const tree of trees) {
    body.push(
      tree.kind === 'palm'
        ? palm(tree, shade(leaf, 0.05), trunk)
        : tree.kind === 'cypress'
          ? cypress(tree, shade(leaf, -0.2))
          : tree.kind === 'fir'
            ? fir(tree, shade(leaf, -0.25))
            : roundTree(tree, leaf, trunk),
    );
  }
  const scene = rng.chance(0.5)
    ? `<g transform="translate(${W},0) scale(-1,1)">${body.join('')}</g>`
    : body.join('');
  return svgDocument(W, H, defs.join(''), scene);
}
