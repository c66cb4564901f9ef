// Which of our districts an address lies in: by the names of its district parts first (Yandex says «Центральный
// район», we store «Центральный»), then by the nearest district centre close enough to be it.
import { isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { subregions } from '../../db/schema/index.ts';
import type { GeocodeResult, GeoPoint } from '../../providers/geocoder-types.ts';
import { distanceKm } from '../../providers/geocoder-offline.ts';

/** A district centre farther than this is not taken for the point's district. */
export const NEAREST_DISTRICT_KM = 8;

const STOP_WORDS = new Set([
  'район',
  'микрорайон',
  'мкр',
  'внутригородской',
  'городской',
  'округ',
  'жилой',
  'массив',
  'посёлок',
  'поселок',
  'село',
]);

/** «Микрорайон Макаренко» → «макаренко». */
export function normalizePlaceName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word))
    .join(' ');
}

const NAMED_KINDS = new Set(['district', 'locality', 'area']);

export async function matchSubregion(
  db: DbOrTx,
  point: GeoPoint,
  result: GeocodeResult,
): Promise<number | null> {
  if (result.subregionId !== undefined) return result.subregionId;
  const known = await db
    .select({
      id: subregions.id,
      name: subregions.name,
      latitude: subregions.latitude,
      longitude: subregions.longitude,
    })
    .from(subregions)
    .where(isNotNull(subregions.name));
  const byName = new Map(known.map((s) => [normalizePlaceName(s.name), s.id]));
  // The most specific part first: a microdistrict before its district.
  for (const part of [...result.components].reverse()) {
    if (!NAMED_KINDS.has(part.kind)) continue;
    const id = byName.get(normalizePlaceName(part.name));
    if (id !== undefined) return id;
  }
  let nearest: number | null = null;
  let nearestKm = NEAREST_DISTRICT_KM;
  for (const s of known) {
    if (s.latitude == null || s.longitude == null) continue;
    const km = distanceKm(point, { latitude: s.latitude, longitude: s.longitude });
    if (km <= nearestKm) {
      nearest = s.id;
      nearestKm = km;
    }
  }
  return nearest;
}
