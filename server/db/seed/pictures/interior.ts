// Interior renders for flats and houses: a living room, a kitchen or a bedroom with a window onto the sea or mountains.
import type { Random } from '../random.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './exterior.ts';
import { mix, peaks, shade, svgDocument, vertical } from './svg.ts';

export type RoomKind = 'living' | 'kitchen' | 'bedroom';

const WALLS = ['#efe9e1', '#e4ded5', '#dfe6e8', '#f1e6d6', '#e8e2ef', '#d9e3d6', '#f3efe8'];
const FLOORS = ['#b98a5e', '#a47551', '#c9a47a', '#8b6446', '#d2b48c', '#9a8a7a'];
const FABRICS = ['#5d6d7e', '#8e7f6f', '#3f5e5a', '#b5838d', '#6d597a', '#d4a373', '#457b9d', '#7f5539'];

export function renderInterior(rng: Random, kind: RoomKind): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const wall = rng.pick(WALLS);
  const floor = rng.pick(FLOORS);
  const fabric = rng.pick(FABRICS);
  const floorY = Math.round(H * rng.float(0.66, 0.72));
  const defs =
    vertical('wall', [
      [0, shade(wall, 0.04)],
      [1, shade(wall, -0.06)],
    ]) +
    vertical('view', [
      [0, '#5b9bd5'],
      [0.55, '#cfe6f5'],
      [0.56, '#2f7fb8'],
      [1, '#5fb0d8'],
    ]) +
    `<pattern id="planks" patternUnits="userSpaceOnUse" width="240" height="36"><rect width="240" height="36" fill="${floor}"/><rect y="34" width="240" height="2" fill="${shade(floor, -0.2)}"/><rect x="${rng.int(60, 180)}" width="2" height="36" fill="${shade(floor, -0.15)}"/></pattern>`;
  const body: string[] = [
    `<rect width="${W}" height="${floorY}" fill="url(#wall)"/>`,
    `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#planks)"/>`,
    `<rect y="${floorY - 14}" width="${W}" height="14" fill="${shade(wall, -0.15)}"/>`,
  ];

  // A window with a view: sea or mountains.
  const wx = rng.float(W * 0.05, W * 0.45);
  const ww = rng.float(360, 560);
  const wy = H * 0.1;
  const wh = floorY - wy - 40;
  body.push(`<rect x="${wx - 12}" y="${wy - 12}" width="${ww + 24}" height="${wh + 24}" fill="#f8f8f6"/>`);
  if (rng.chance(0.5)) {
    body.push(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="url(#view)"/>`);
  } else {
    body.push(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="#a9cdea"/>`);
    const m = peaks(rng, ww, wh, wh * 0.6, 3);
    body.push(`<g transform="translate(${wx},${wy})"><polygon points="${m.polygon}" fill="#6f8a74"/></g>`);
  }
  body.push(
    `<rect x="${wx + ww / 2 - 4}" y="${wy}" width="8" height="${wh}" fill="#f8f8f6"/>`,
    `<rect x="${wx - 40}" y="${wy - 30}" width="60" height="${wh + 60}" fill="${shade(fabric, 0.35)}" opacity="0.85"/>`,
    `<rect x="${wx + ww - 20}" y="${wy - 30}" width="60" height="${wh + 60}" fill="${shade(fabric, 0.35)}" opacity="0.85"/>`,
  );

  if (kind === 'kitchen') {
    const front = rng.pick(['#ffffff', '#2f3e46', '#84a98c', '#d6ccc2', '#355070']);
    const x0 = wx + ww + 80 > W - 500 ? 40 : wx + ww + 80;
    body.push(
      `<rect x="${x0}" y="${H * 0.12}" width="${W - x0 - 40}" height="${H * 0.2}" fill="${front}" stroke="${shade(front, -0.15)}" stroke-width="3"/>`,
      `<rect x="${x0}" y="${floorY - H * 0.26}" width="${W - x0 - 40}" height="${H * 0.26}" fill="${front}" stroke="${shade(front, -0.15)}" stroke-width="3"/>`,
      `<rect x="${x0 - 10}" y="${floorY - H * 0.27}" width="${W - x0 - 20}" height="16" fill="#3d3d3d"/>`,
      `<rect x="${W * 0.3}" y="${floorY + 40}" width="${W * 0.4}" height="${H * 0.16}" fill="${shade(front, -0.05)}"/>`,
      `<rect x="${W * 0.29}" y="${floorY + 26}" width="${W * 0.42}" height="18" fill="#e9e4dc"/>`,
    );
    for (let i = 0; i < 3; i++) {
      body.push(
        `<line x1="${W * (0.38 + i * 0.12)}" y1="0" x2="${W * (0.38 + i * 0.12)}" y2="${H * 0.3}" stroke="#333" stroke-width="3"/><circle cx="${W * (0.38 + i * 0.12)}" cy="${H * 0.32}" r="26" fill="#f2c14e"/>`,
      );
    }
  } else if (kind === 'bedroom') {
    const bx = W * rng.float(0.35, 0.5);
    const bw = W * 0.42;
    body.push(
      `<rect x="${bx}" y="${floorY - H * 0.36}" width="${bw}" height="${H * 0.2}" fill="${shade(fabric, -0.2)}" rx="12"/>`,
      `<rect x="${bx - 20}" y="${floorY - H * 0.12}" width="${bw + 40}" height="${H * 0.26}" fill="#f4f1ec" rx="10"/>`,
      `<rect x="${bx - 20}" y="${floorY + H * 0.02}" width="${bw + 40}" height="${H * 0.12}" fill="${fabric}" rx="8"/>`,
      `<rect x="${bx + 40}" y="${floorY - H * 0.16}" width="${bw * 0.3}" height="${H * 0.08}" fill="#ffffff" rx="20"/>`,
      `<rect x="${bx + bw * 0.6}" y="${floorY - H * 0.16}" width="${bw * 0.3}" height="${H * 0.08}" fill="#ffffff" rx="20"/>`,
      `<rect x="${bx - 150}" y="${floorY - 90}" width="110" height="100" fill="${shade(fabric, 0.2)}"/>`,
      `<circle cx="${bx - 95}" cy="${floorY - 130}" r="34" fill="#f7e3a1"/>`,
    );
  } else {
    const sx = W * rng.float(0.45, 0.55);
    const sw = W * 0.38;
    body.push(
      `<rect x="${sx}" y="${floorY - H * 0.2}" width="${sw}" height="${H * 0.16}" fill="${fabric}" rx="18"/>`,
      `<rect x="${sx - 30}" y="${floorY - H * 0.1}" width="${sw + 60}" height="${H * 0.14}" fill="${shade(fabric, -0.12)}" rx="16"/>`,
      `<rect x="${sx + 20}" y="${floorY - H * 0.06}" width="${sw - 40}" height="${H * 0.05}" fill="${shade(fabric, 0.12)}" rx="10"/>`,
      `<ellipse cx="${sx + sw / 2}" cy="${floorY + H * 0.2}" rx="${sw * 0.7}" ry="${H * 0.08}" fill="${mix(fabric, '#ffffff', 0.6)}"/>`,
      `<rect x="${sx + sw * 0.25}" y="${floorY + H * 0.12}" width="${sw * 0.5}" height="${H * 0.05}" fill="#3b3b3b" rx="6"/>`,
    );
    // A picture above the sofa, unless the window is there.
    if (sx + sw * 0.2 > wx + ww + 60 || sx + sw * 0.8 < wx - 60) {
      body.push(
        `<rect x="${sx + sw * 0.2}" y="${H * 0.18}" width="${sw * 0.6}" height="${H * 0.22}" fill="${shade(fabric, 0.3)}" stroke="#2b2b2b" stroke-width="8"/>`,
      );
    }
  }
  // A potted plant and a floor lamp.
  const px = rng.chance(0.5) ? W * 0.08 : W * 0.9;
  body.push(
    `<rect x="${px - 40}" y="${floorY + 20}" width="80" height="90" fill="#c8b6a6"/>`,
    `<ellipse cx="${px}" cy="${floorY - 30}" rx="70" ry="90" fill="#4f772d"/>`,
    `<ellipse cx="${px + 30}" cy="${floorY - 70}" rx="45" ry="70" fill="#31572c"/>`,
  );
  return svgDocument(W, H, defs, body.join(''));
}
