// POST /api/geocoder {coords} (a map pick becomes an address and a district) and GET /api/regions (the districts).
import { useQuery } from '@tanstack/react-query';
import type { TGeocodeResponse } from '#shared/schemas/backoffice.ts';
import type { TRegionsResponse } from '#shared/schemas/object.ts';
import { api } from '#app/lib/api.ts';

export const geocode = (latitude: number, longitude: number, signal?: AbortSignal) =>
  api.post<TGeocodeResponse>('/api/geocoder', { coords: [latitude, longitude] }, { signal });

export function useRegions() {
  return useQuery({
    queryKey: ['regions'],
    queryFn: ({ signal }) => api.get<TRegionsResponse>('/api/regions', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** SPEC §4: a picked point keeps the address's last 4 parts. */
export function addressTail(address: string, parts = 4): string {
  return address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(-parts)
    .join(', ');
}
