// Yandex Geocoder HTTP API (https://yandex.ru/maps-api/docs/geocoder-api/): reverse geocoding of "longitude,latitude".
// The answer's GeocoderMetaData.text is the whole address; Address.Components its parts, most general first.
import { z } from 'zod';
import { GeocoderError, type GeocodeResult, type Geocoder, type GeoPoint } from './geocoder-types.ts';

export interface YandexGeocoderOptions {
  /** e.g. https://geocode-maps.yandex.ru/v1 (tests point it at a local stub). */
  url: string;
  apiKey: string;
  timeoutMs?: number;
}

const ZAnswer = z.object({
  response: z.object({
    GeoObjectCollection: z.object({
      featureMember: z.array(
        z.object({
          GeoObject: z.object({
            metaDataProperty: z.object({
              GeocoderMetaData: z.object({
                text: z.string(),
                Address: z
                  .object({
                    Components: z.array(z.object({ kind: z.string(), name: z.string() })).default([]),
                  })
                  .optional(),
              }),
            }),
          }),
        }),
      ),
    }),
  }),
});

export class YandexGeocoder implements Geocoder {
  readonly name = 'yandex';
  constructor(private readonly options: YandexGeocoderOptions) {}

  async reverse(point: GeoPoint): Promise<GeocodeResult | null> {
    const url = new URL(this.options.url);
    url.searchParams.set('apikey', this.options.apiKey);
    url.searchParams.set('geocode', `${point.longitude},${point.latitude}`);
    url.searchParams.set('sco', 'longlat');
    url.searchParams.set('lang', 'ru_RU');
    url.searchParams.set('format', 'json');
    url.searchParams.set('results', '1');

    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) });
    } catch (error) {
      throw new GeocoderError(`Yandex Geocoder is unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GeocoderError(`Yandex Geocoder answered HTTP ${response.status}`);
    const parsed = ZAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new GeocoderError('Yandex Geocoder answered something that is not its JSON');

    const first = parsed.data.response.GeoObjectCollection.featureMember[0];
    if (!first) return null;
    const meta = first.GeoObject.metaDataProperty.GeocoderMetaData;
    return { address: meta.text, components: meta.Address?.Components ?? [], provider: this.name };
  }
}
