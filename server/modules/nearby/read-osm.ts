// Reads an OpenStreetMap extract into places by kind (issue 28): Overpass API JSON (`[out:json]` with `out center`,
// elements with lat/lon or a centre) or GeoJSON (overpass-turbo's export, osmtogeojson: features with `@id` or
// `type/id` and the OSM tags as properties). Which tags make which kind is `kindOf`; anything else is skipped.
import type { TInfraKind } from '#shared/nearby.ts';
import type { TOsmType } from '../../db/schema/index.ts';

export interface OsmPoint {
  osmType: TOsmType;
  osmId: number;
  kind: TInfraKind;
  name: string | null;
  latitude: number;
  longitude: number;
}

export interface OsmRead {
  points: OsmPoint[];
  /** Elements with no kind we keep, or no place. */
  skipped: number;
}

export class OsmFormatError extends Error {}

type Tags = Record<string, string | undefined>;

/** The kind a set of OSM tags describes, or null. Healthcare first: a school's clinic is a clinic. */
export function kindOf(tags: Tags): TInfraKind | null {
  const amenity = tags.amenity;
  if (amenity === 'clinic' || amenity === 'doctors') return 'clinic';
  if (amenity === 'school') return 'school';
  if (amenity === 'kindergarten') return 'kindergarten';
  if (tags.natural === 'beach' || tags.leisure === 'beach_resort') return 'beach';
  if (tags.highway === 'bus_stop' || tags.public_transport === 'platform') return 'stop';
  if (tags.shop && tags.shop !== 'no' && tags.shop !== 'vacant') return 'shop';
  return null;
}

const isType = (value: unknown): value is TOsmType =>
  value === 'node' || value === 'way' || value === 'relation';
const isLat = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -90 && v <= 90;
const isLng = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= -180 && v <= 180;

/** The name a person reads: Russian first, then the plain name. */
function nameOf(tags: Tags): string | null {
  const name = (tags['name:ru'] ?? tags.name ?? tags.official_name ?? '').trim();
  return name ? name.slice(0, 200) : null;
}

interface Element {
  type?: unknown;
  id?: unknown;
  lat?: unknown;
  lon?: unknown;
  center?: { lat?: unknown; lon?: unknown };
  bounds?: { minlat?: unknown; minlon?: unknown; maxlat?: unknown; maxlon?: unknown };
  geometry?: unknown;
  tags?: Tags;
}

/** A node's place, else the centre Overpass gave (`out center`), else the middle of the bounds or the geometry. */
function placeOf(e: Element): [number, number] | null {
  if (isLat(e.lat) && isLng(e.lon)) return [e.lat, e.lon];
  if (e.center && isLat(e.center.lat) && isLng(e.center.lon)) return [e.center.lat, e.center.lon];
  const b = e.bounds;
  if (b && isLat(b.minlat) && isLat(b.maxlat) && isLng(b.minlon) && isLng(b.maxlon)) {
    return [(b.minlat + b.maxlat) / 2, (b.minlon + b.maxlon) / 2];
  }
  if (Array.isArray(e.geometry)) {
    const nodes = (e.geometry as { lat?: unknown; lon?: unknown }[]).filter(
      (g) => isLat(g?.lat) && isLng(g?.lon),
    ) as { lat: number; lon: number }[];
    if (nodes.length) {
      return [
        nodes.reduce((s, g) => s + g.lat, 0) / nodes.length,
        nodes.reduce((s, g) => s + g.lon, 0) / nodes.length,
      ];
    }
  }
  return null;
}

function fromOverpass(elements: unknown[]): OsmRead {
  const points: OsmPoint[] = [];
  let skipped = 0;
  for (const raw of elements) {
    const e = (raw ?? {}) as Element;
    const kind = e.tags ? kindOf(e.tags) : null;
    const place = placeOf(e);
    if (!kind || !place || !isType(e.type) || !Number.isSafeInteger(e.id)) {
      skipped++;
      continue;
    }
    points.push({
      osmType: e.type,
      osmId: e.id as number,
      kind,
      name: nameOf(e.tags!),
      latitude: place[0],
      longitude: place[1],
    });
  }
  return { points, skipped };
}

/** GeoJSON's [lng, lat] rings or points → their mean [lat, lng]. */
function centreOf(
  geometry: { type?: unknown; coordinates?: unknown } | null | undefined,
): [number, number] | null {
  const flat: [number, number][] = [];
  const walk = (c: unknown) => {
    if (Array.isArray(c) && c.length >= 2 && typeof c[0] === 'number' && typeof c[1] === 'number') {
      if (isLng(c[0]) && isLat(c[1])) flat.push([c[1], c[0]]);
    } else if (Array.isArray(c)) c.forEach(walk);
  };
  walk(geometry?.coordinates);
  if (!flat.length) return null;
  return [flat.reduce((s, p) => s + p[0], 0) / flat.length, flat.reduce((s, p) => s + p[1], 0) / flat.length];
}

function fromGeoJson(features: unknown[]): OsmRead {
  const points: OsmPoint[] = [];
  let skipped = 0;
  for (const raw of features) {
    const f = (raw ?? {}) as { id?: unknown; properties?: Record<string, unknown>; geometry?: never };
    const props = f.properties ?? {};
    // overpass-turbo: "@id": "node/123" (or the feature's id); osmtogeojson: type and id, tags nested or flat.
    const ref = String(props['@id'] ?? f.id ?? `${String(props.type)}/${String(props.id)}`);
    const match = /^(node|way|relation)\/(-?\d+)$/.exec(ref);
    const tags = (typeof props.tags === 'object' && props.tags ? props.tags : props) as Tags;
    const kind = kindOf(tags);
    const place = centreOf(f.geometry);
    const osmId = match ? Number(match[2]) : NaN;
    if (!match || !kind || !place || !Number.isSafeInteger(osmId)) {
      skipped++;
      continue;
    }
    points.push({
      osmType: match[1] as TOsmType,
      osmId,
      kind,
      name: nameOf(tags),
      latitude: place[0],
      longitude: place[1],
    });
  }
  return { points, skipped };
}

/** An extract's text → its places; a file of another shape is an OsmFormatError naming what was expected. */
export function readOsm(text: string): OsmRead {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new OsmFormatError(`not JSON: ${(error as Error).message}`);
  }
  const doc = (json ?? {}) as { elements?: unknown; type?: unknown; features?: unknown };
  let read: OsmRead;
  if (Array.isArray(doc.elements)) read = fromOverpass(doc.elements);
  else if (doc.type === 'FeatureCollection' && Array.isArray(doc.features)) read = fromGeoJson(doc.features);
  else {
    throw new OsmFormatError(
      'expected Overpass API JSON ({"elements": [...]}) or a GeoJSON FeatureCollection',
    );
  }
  // One row per element: a later duplicate (an element listed twice by a query's union) replaces the earlier.
  const unique = new Map(read.points.map((p) => [`${p.osmType}/${p.osmId}`, p]));
  return { points: [...unique.values()], skipped: read.skipped + read.points.length - unique.size };
}
