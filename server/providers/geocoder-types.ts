// The geocoder's contract: what a provider answers for a point, and how it fails.
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** One part of an address, most general first: country, province, locality, district, street, house… */
export interface AddressComponent {
  kind: string;
  name: string;
}

export interface GeocodeResult {
  /** The whole address, parts joined by ", ". */
  address: string;
  components: AddressComponent[];
  /** Set when the provider already knows which of our districts it is (the offline one). */
  subregionId?: number;
  provider: string;
}

export interface Geocoder {
  readonly name: string;
  /** The address at the point, or null when there is none (open sea). Fails with GeocoderError. */
  reverse(point: GeoPoint): Promise<GeocodeResult | null>;
}

export class GeocoderError extends Error {
  override readonly name = 'GeocoderError';
}
