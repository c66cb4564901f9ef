// Writes server/db/reference/osm-sochi-sample.json: the DEMO sample of places near the seeded complexes, in the
// format of an Overpass API export (`[out:json]`, `out center`), so the demo runs the same importer an operator runs
// on a real extract (docs/nearby.md). It is not OpenStreetMap data: ids are negative (OSM's mark of an element that
// exists nowhere), places lie around the demo's microdistrict anchors on the land side of the shore, beaches along
// the coastline polyline the seed uses. Run: npx tsx scripts/make-osm-sample.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COASTLINE, PLACES, type PlaceData } from '../server/db/seed/content/geo.ts';
import { isInland, seaDistanceMeters } from '../server/db/seed/geo-math.ts';
import { Random } from '../server/db/seed/random.ts';
import { distanceMeters } from '../shared/nearby.ts';
import { root } from './lib/proc.ts';

const OUT = path.join(root, 'server/db/reference/osm-sochi-sample.json');
const KM_PER_LAT = 110.57;
const kmPerLon = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);
const round7 = (n: number) => Math.round(n * 1e7) / 1e7;

interface Element {
  type: 'node' | 'way';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags: Record<string, string>;
}

const rng = new Random('osm-sochi-sample');
const elements: Element[] = [];
let nodeId = -1_000_000;
let wayId = -2_000_000;

/** A point within `km` of the anchor, inland and at least 150 m from the water (mountains: anywhere). */
function around(place: PlaceData, km: number): [number, number] {
  for (let i = 0; i < 200; i++) {
    const r = km * Math.sqrt(rng.next());
    const a = rng.float(0, 2 * Math.PI);
    const lat = place.latitude + (r * Math.sin(a)) / KM_PER_LAT;
    const lon = place.longitude + (r * Math.cos(a)) / kmPerLon(place.latitude);
    if (place.mountain || (isInland(lat, lon) && seaDistanceMeters(lat, lon) >= 150)) return [lat, lon];
  }
  return [place.latitude, place.longitude];
}

function add(kind: 'node' | 'way', [lat, lon]: [number, number], tags: Record<string, string>) {
  const point = { lat: round7(lat), lon: round7(lon) };
  if (kind === 'node') elements.push({ type: 'node', id: --nodeId, ...point, tags });
  else elements.push({ type: 'way', id: --wayId, center: point, tags });
}

const address = (place: PlaceData) => ({
  'addr:street': rng.pick(place.streets).replace(/^ул\. /, 'улица '),
  'addr:housenumber': String(rng.int(1, 120)),
  'addr:city': 'Сочи',
});

let school = 1;
let kindergarten = 3;
let clinic = 1;
const SHOPS = [
  ['supermarket', 'Магнит'],
  ['convenience', 'Пятёрочка'],
  ['supermarket', 'Перекрёсток'],
  ['convenience', 'Магнит у дома'],
  ['convenience', 'Бристоль'],
  ['supermarket', 'ВкусВилл'],
  ['variety_store', 'Fix Price'],
  ['greengrocer', 'Овощи и фрукты'],
  ['bakery', 'Хлебная лавка'],
] as const;

for (const place of PLACES) {
  const reach = place.spreadKm + 0.3;
  const schools = place.mountain ? 1 : 2;
  for (let i = 0; i < schools; i++) {
    const gymnasium = rng.chance(0.2);
    add('way', around(place, reach), {
      amenity: 'school',
      name: gymnasium ? `Гимназия № ${school}` : `Школа № ${school}`,
      'isced:level': '1;2;3',
      ...address(place),
    });
    school += rng.int(1, 4);
  }
  for (let i = 0, n = place.mountain ? 1 : rng.int(2, 3); i < n; i++) {
    add('way', around(place, reach), {
      amenity: 'kindergarten',
      name: `Детский сад № ${kindergarten}`,
      ...address(place),
    });
    kindergarten += rng.int(2, 9);
  }
  add('way', around(place, reach), {
    amenity: rng.chance(0.7) ? 'clinic' : 'doctors',
    name: rng.chance(0.3) ? `Детская поликлиника № ${clinic}` : `Городская поликлиника № ${clinic}`,
    healthcare: 'clinic',
    ...address(place),
  });
  clinic++;
  for (let i = 0, n = place.mountain ? 2 : rng.int(3, 5); i < n; i++) {
    const [shop, brand] = rng.pick(SHOPS);
    add('node', around(place, reach), { shop, name: brand, ...(shop === 'greengrocer' ? {} : { brand }) });
  }
  for (const street of place.streets) {
    add('node', around(place, reach), {
      highway: 'bus_stop',
      public_transport: 'platform',
      bus: 'yes',
      name: street.replace(/^ул\. /, 'Улица '),
    });
  }
}

// Beaches every ~700 m along the shore, 40 m to the sea side; the nearest to each anchor is named after the place.
const beaches: { point: [number, number] }[] = [];
for (let i = 0; i < COASTLINE.length - 1; i++) {
  const [aLat, aLon] = COASTLINE[i]!;
  const [bLat, bLon] = COASTLINE[i + 1]!;
  const km = distanceMeters([aLat, aLon], [bLat, bLon]) / 1000;
  const steps = Math.max(1, Math.round(km / 0.7));
  // The sea is on the right of the walk along the shore: rotate the direction by −90°.
  const dx = (bLon - aLon) * kmPerLon(aLat);
  const dy = (bLat - aLat) * KM_PER_LAT;
  const len = Math.hypot(dx, dy);
  const off = 0.04;
  for (let s = 0; s < steps; s++) {
    const t = s / steps;
    const lat = aLat + (bLat - aLat) * t + ((-dx / len) * off) / KM_PER_LAT;
    const lon = aLon + (bLon - aLon) * t + ((dy / len) * off) / kmPerLon(aLat);
    beaches.push({ point: [lat, lon] });
  }
}
const named = new Map<number, string>();
for (const place of PLACES.filter((p) => !p.mountain)) {
  let best = -1;
  let bestM = Infinity;
  beaches.forEach((b, i) => {
    const m = distanceMeters(b.point, [place.latitude, place.longitude]);
    if (m < bestM && !named.has(i)) [best, bestM] = [i, m];
  });
  if (best >= 0 && bestM < 4000) named.set(best, `Пляж «${place.name}»`);
}
beaches.forEach((b, i) => {
  const name = named.get(i);
  add('way', b.point, { natural: 'beach', surface: 'pebblestone', ...(name ? { name } : {}) });
});

const doc = {
  version: 0.6,
  generator: 'Kvartal demo sample (scripts/make-osm-sample.ts), in the Overpass API JSON format',
  osm3s: {
    copyright:
      'DEMO SAMPLE, not OpenStreetMap data: invented places for the demo complexes, negative ids. A real extract ' +
      '(Overpass query in docs/nearby.md) is © OpenStreetMap contributors, ODbL.',
  },
  elements,
};
// Formatted as prettier formats the repository's JSON, so the check passes on the written file.
const prettier = await import('prettier');
await writeFile(OUT, await prettier.format(JSON.stringify(doc), { parser: 'json' }));
console.log(`${elements.length} elements → ${path.relative(root, OUT)}`);
