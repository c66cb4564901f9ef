// Renders of a cottage settlement: pitched-roof houses along a street, fences, gardens, hills or mountains behind.
import type { Random } from '../random.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH, type Palette } from './exterior.ts';
import { cypress, fir, peaks, ridge, roundTree, shade, svgDocument, vertical } from './svg.ts';

const WALLS = ['#efe6d8', '#e3d3bd', '#f5efe6', '#d8c3a5', '#c9d3d6', '#e8d9c7'];
const ROOFS = ['#7b3f2e', '#5a4a42', '#8c5a3c', '#3f4a55', '#6e3b3b', '#4b5b4f'];

function house(rng: Random, x: number, ground: number, width: number, glass: string): string {
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const storeys = rng.pick([1, 2, 2]);
  const storeyH = width * 0.3;
  const height = storeys * storeyH;
  const top = ground - height;
  const ridgeY = top - width * rng.float(0.22, 0.34);
  const parts = [
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${wall}"/>`,
    `<polygon points="${x - width * 0.06},${top} ${x + width / 2},${ridgeY} ${x + width * 1.06},${top}" fill="${roof}"/>`,
    `<rect x="${x}" y="${top}" width="${width}" height="6" fill="${shade(wall, -0.2)}"/>`,
  ];
  for (let s = 0; s < storeys; s++) {
    const wy = top + s * storeyH + storeyH * 0.25;
    for (let i = 0; i < 3; i++) {
      const wx = x + width * (0.1 + i * 0.3);
      if (s === storeys - 1 && i === 1) {
        parts.push(
          `<rect x="${wx}" y="${ground - storeyH * 0.75}" width="${width * 0.18}" height="${storeyH * 0.75}" fill="${shade(roof, -0.1)}"/>`,
        );
      } else {
        parts.push(
          `<rect x="${wx}" y="${wy}" width="${width * 0.2}" height="${storeyH * 0.45}" fill="${glass}" stroke="${shade(wall, -0.35)}" stroke-width="3"/>`,
        );
      }
    }
  }
  if (rng.chance(0.5)) {
    parts.push(
      `<rect x="${x - width * 0.15}" y="${ground - storeyH * 0.9}" width="${width * 0.15}" height="${storeyH * 0.9}" fill="${shade(wall, -0.08)}"/><rect x="${x - width * 0.18}" y="${ground - storeyH * 0.95}" width="${width * 0.2}" height="8" fill="${roof}"/>`,
    );
  }
  return parts.join('');
}

export function renderCottages(rng: Random, palette: Palette, mountains: boolean): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const horizon = Math.round(H * rng.float(0.45, 0.55));
  const ground = Math.round(H * rng.float(0.72, 0.8));
  const defs =
    vertical('sky', [
      [0, palette.skyTop],
      [1, palette.skyBottom],
    ]) +
    vertical('lawn', [
      [0, palette.lawn],
      [1, shade(palette.lawn, -0.25)],
    ]);
  const body = [`<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  if (mountains) {
    const back = peaks(rng, W, horizon + 60, horizon * 0.8, rng.int(3, 5));
    body.push(`<polygon points="${back.polygon}" fill="${palette.far}"/>`);
    for (const [sx, sy] of back.summits) {
      const h = horizon * 0.1;
      body.push(`<polygon points="${sx},${sy} ${sx - h},${sy + h} ${sx + h},${sy + h}" fill="#f7f9fb"/>`);
    }
  } else {
    body.push(`<polygon points="${ridge(rng, W, horizon - 30, 120, ground)}" fill="${palette.far}"/>`);
  }
  body.push(`<polygon points="${ridge(rng, W, horizon + 60, 70, ground + 5)}" fill="${palette.near}"/>`);
  body.push(`<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/>`);
  // The street runs across the foreground.
  body.push(
    `<rect y="${ground + (H - ground) * 0.55}" width="${W}" height="${(H - ground) * 0.3}" fill="#5e6266"/>`,
  );
  body.push(
    `<rect y="${ground + (H - ground) * 0.69}" width="${W}" height="4" fill="#e8e8e0" stroke-dasharray="40 30"/>`,
  );

  const glass = shade(palette.skyTop, -0.25);
  const count = rng.int(3, 5);
  const span = W / count;
  for (let i = 0; i < count; i++) {
    const width = span * rng.float(0.45, 0.6);
    const x = span * i + (span - width) / 2 + rng.float(-20, 20);
    const kind = mountains ? 'fir' : rng.pick(['round', 'cypress']);
    const tree = { x: x + width + span * 0.12, y: ground, size: rng.float(120, 220) };
    body.push(house(rng, x, ground, width, glass));
    body.push(
      kind === 'fir'
        ? fir(tree, shade(palette.lawn, -0.3))
        : kind === 'cypress'
          ? cypress(tree, shade(palette.lawn, -0.3))
          : roundTree(tree, shade(palette.lawn, -0.15), '#6b4f3a'),
    );
  }
  // A low fence along the plots.
  const fenceY = ground + (H - ground) * 0.5;
  body.push(
    `<rect y="${fenceY - 40}" width="${W}" height="6" fill="#8a6a4a"/><rect y="${fenceY - 18}" width="${W}" height="6" fill="#8a6a4a"/>`,
  );
  for (let x = 10; x < W; x += 36)
    body.push(`<rect x="${x}" y="${fenceY - 52}" width="8" height="52" fill="#9a7a5a"/>`);
  return svgDocument(W, H, defs, body.join(''));
}
