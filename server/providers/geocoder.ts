// Address by coordinates (POST /api/geocoder) goes through a provider: Yandex Geocoder's HTTP API when a key is set,
// an offline one naming the nearest known district otherwise, and the offline one whenever Yandex fails.
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { OfflineGeocoder } from './geocoder-offline.ts';
import { YandexGeocoder } from './geocoder-yandex.ts';
import type { GeocodeResult, Geocoder, GeoPoint } from './geocoder-types.ts';

/** Tries the primary provider and answers from the fallback when it fails or finds nothing. */
export class FallbackGeocoder implements Geocoder {
  readonly name: string;
  constructor(
    private readonly primary: Geocoder,
    private readonly fallback: Geocoder,
    private readonly log: (line: string) => void,
  ) {
    this.name = `${primary.name}+${fallback.name}`;
  }

  async reverse(point: GeoPoint): Promise<GeocodeResult | null> {
    try {
      const found = await this.primary.reverse(point);
      if (found) return found;
    } catch (error) {
      this.log(`geocoder ${this.primary.name} failed, answering offline: ${(error as Error).message}`);
    }
    return this.fallback.reverse(point);
  }
}

export function createGeocoder(env: Env, db: Db, log: (line: string) => void): Geocoder {
  const offline = new OfflineGeocoder(db);
  switch (env.GEOCODER_PROVIDER) {
    case 'offline':
      return offline;
    case 'yandex':
      // env.ts refuses yandex without the key.
      return new FallbackGeocoder(
        new YandexGeocoder({ url: env.YANDEX_GEOCODER_URL, apiKey: env.YANDEX_GEOCODER_KEY! }),
        offline,
        log,
      );
  }
}
