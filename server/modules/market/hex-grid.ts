// The heat layer's grid (decision 045): pointy-top hexagons of a fixed size on screen, laid over Web Mercator pixels
// at the map's zoom, so a hexagon looks the same at every zoom and the grid needs no library. The SQL gives each
// complex its hexagon (axial q, r by cube rounding); the corners are drawn from q, r here.
import { sql, type SQL } from 'drizzle-orm';

/** A hexagon's circumradius in screen pixels. */
export const HEX_RADIUS_PX = 28;

const worldPx = (zoom: number) => 256 * 2 ** zoom;

/** SQL: the axial coordinates `q`, `r` of the hexagon holding a point at a zoom. */
export function hexOfSql(lat: SQL, lng: SQL, zoom: number): { q: SQL; r: SQL } {
  const w = worldPx(zoom);
  const px = sql`((${lng} + 180.0) / 360.0 * ${w}::float8)`;
  const py = sql`((1 - ln(tan(radians(${lat})) + 1 / cos(radians(${lat}))) / pi()) / 2 * ${w}::float8)`;
  const fx = sql`((sqrt(3.0) / 3 * ${px} - ${py} / 3.0) / ${HEX_RADIUS_PX}::float8)`;
  const fz = sql`((2.0 / 3 * ${py}) / ${HEX_RADIUS_PX}::float8)`;
  // Cube rounding: round each of x, y, z, then fix the one that moved most so x + y + z = 0.
  const fy = sql`(-${fx} - ${fz})`;
  const dx = sql`abs(round(${fx}) - ${fx})`;
  const dy = sql`abs(round(${fy}) - ${fy})`;
  const dz = sql`abs(round(${fz}) - ${fz})`;
  const q = sql`(case when ${dx} > ${dy} and ${dx} > ${dz} then -round(${fy}) - round(${fz}) else round(${fx}) end)::int`;
  const r = sql`(case when not (${dx} > ${dy} and ${dx} > ${dz}) and not (${dy} > ${dz}) then -round(${fx}) - round(${fy}) else round(${fz}) end)::int`;
  return { q, r };
}

/** The same in JavaScript (tests and the bench check the SQL against it). */
export function hexOf(lat: number, lng: number, zoom: number): { q: number; r: number } {
  const w = worldPx(zoom);
  const px = ((lng + 180) / 360) * w;
  const rad = (lat * Math.PI) / 180;
  const py = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * w;
  const fx = ((Math.sqrt(3) / 3) * px - py / 3) / HEX_RADIUS_PX;
  const fz = ((2 / 3) * py) / HEX_RADIUS_PX;
  const fy = -fx - fz;
  let rx = Math.round(fx);
  const ry = Math.round(fy);
  let rz = Math.round(fz);
  const dx = Math.abs(rx - fx);
  const dy = Math.abs(ry - fy);
  const dz = Math.abs(rz - fz);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (!(dy > dz)) rz = -rx - ry;
  return { q: rx, r: rz };
}

/** The hexagon's six corners as [lat, lng]. */
export function hexCorners(q: number, r: number, zoom: number): [number, number][] {
  const w = worldPx(zoom);
  const cx = HEX_RADIUS_PX * Math.sqrt(3) * (q + r / 2);
  const cy = HEX_RADIUS_PX * 1.5 * r;
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 30);
    const x = cx + HEX_RADIUS_PX * Math.cos(angle);
    const y = cy + HEX_RADIUS_PX * Math.sin(angle);
    const lng = (x / w) * 360 - 180;
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / w))) * 180) / Math.PI;
    return [round6(lat), round6(lng)];
  });
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
