// Drawn areas in SQL (decision 047): a point lies in any of the filter's rings. Each ring is tried only inside its
// bounding box (the latitude/longitude index narrows the rows first), then by ray casting written out inline: the
// box is cut into horizontal bands, and a point is tested against the few edges of its own band only. An inline
// expression costs microseconds a row where a SQL function call costs hundreds on PGlite (decision 047's figures).
import { sql, type SQL } from 'drizzle-orm';
import { openRing, ringBox, type TBox, type TRing } from '#shared/polygon.ts';

/** A ring as kv_in_ring (the migration's function, which saved filters' alerts use) reads it: [lat, lng, …]. */
export const flatRing = (ring: TRing): number[] => openRing(ring).flatMap(([lat, lng]) => [lat, lng]);

/** A number the schema checked (finite, in range), written as a float8 literal. */
const lit = (n: number): string => {
  if (!Number.isFinite(n)) throw new Error('not a finite coordinate');
  return `${n}::float8`;
};

type Edge = readonly [readonly [number, number], readonly [number, number]];

/** Bands per ring: about 12 edges each, within 4…24 (more bands test fewer edges a row but make a longer statement). */
export const bandsFor = (points: number) => Math.min(24, Math.max(4, Math.ceil(points / 12)));

/** The edges each band's points may cross: every edge whose latitudes meet the band (a hair wider). */
export function bandEdges(ring: TRing, box: TBox, bands: number): Edge[][] {
  const r = openRing(ring);
  const edges: Edge[] = r.map((p, i) => [p, r[(i + r.length - 1) % r.length]!]);
  const height = (box.north - box.south) / bands;
  const margin = height * 1e-6;
  return Array.from({ length: bands }, (_, b) => {
    const low = box.south + b * height - margin;
    const high = box.south + (b + 1) * height + margin;
    return edges.filter(([p, q]) => Math.min(p[0], q[0]) <= high && Math.max(p[0], q[0]) >= low);
  });
}

/** A number as a short SQL literal (no cast: compared with a float8 column, it is read as float8). */
const num = (n: number): string => {
  if (!Number.isFinite(n)) throw new Error('not a finite coordinate');
  return `'${n}'`;
};

/**
 * 1 when the ray from (lat, lng) eastwards crosses the edge pq, else 0 — the same rule as pointInRing, with the
 * edge's line as lng = slope·lat + shift. An edge spanning the whole band (`spans`) is crossed in latitude by every
 * point of the band, so only the side is left to test.
 */
function crossing(lat: string, lng: string, [p, q]: Edge, spans: boolean): string {
  if (p[0] === q[0]) return '0';
  const slope = (q[1] - p[1]) / (q[0] - p[0]);
  const shift = p[1] - slope * p[0];
  const side = `${lng} < ${num(slope)} * ${lat} + ${num(shift)}`;
  return spans ? `(${side})::int` : `((${num(p[0])} > ${lat}) <> (${num(q[0])} > ${lat}) and ${side})::int`;
}

/**
 * In one ring: its box, then the crossings of the point's band. `lat` and `lng` are the columns' SQL text (our own
 * constants, never input): the test is one raw string, since a statement of a thousand parts costs drizzle ~13 ms
 * to write (bench/README.md, «Drawn areas»).
 */
function inRing(lat: string, lng: string, ring: TRing): string {
  const box = ringBox(ring);
  const bands = bandsFor(ring.length);
  const perBand = bandEdges(ring, box, bands);
  const height = (box.north - box.south) / bands;
  const branches = perBand
    .map((edges, b) => {
      const low = box.south + b * height - height * 1e-6;
      const high = box.south + (b + 1) * height + height * 1e-6;
      const spans = ([p, q]: Edge) => Math.min(p[0], q[0]) < low && Math.max(p[0], q[0]) > high;
      const sum = edges.length ? edges.map((e) => crossing(lat, lng, e, spans(e))).join(' + ') : '0';
      return `when ${b + 1} then (${sum}) % 2 = 1`;
    })
    .join(' ');
  const bucket = `least(width_bucket(${lat}, ${lit(box.south)}, ${lit(box.north)}, ${bands}), ${bands})`;
  return `(${lat} between ${lit(box.south)} and ${lit(box.north)}
    and ${lng} between ${lit(box.west)} and ${lit(box.east)}
    and case ${bucket} ${branches} else false end)`;
}

/** The box around all the rings, for a caller that can narrow rows by it in a better way (per column). */
export function polygonsBox(polygons: readonly TRing[]): TBox {
  const boxes = polygons.map(ringBox);
  return {
    south: Math.min(...boxes.map((b) => b.south)),
    west: Math.min(...boxes.map((b) => b.west)),
    north: Math.max(...boxes.map((b) => b.north)),
    east: Math.max(...boxes.map((b) => b.east)),
  };
}

/** In any of the rings (their union); none given, no condition. `lat`, `lng`: the columns' SQL text. */
export function polygonCondition(polygons: readonly TRing[] | undefined, lat: string, lng: string): SQL[] {
  if (!polygons?.length) return [];
  return [sql.raw(`(${polygons.map((ring) => inRing(lat, lng, ring)).join(' or ')})`)];
}
