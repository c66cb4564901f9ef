// POST /api/geocoder {coords} and GET /api/regions, for the #address tab.
import { useQuery } from '@tanstack/react-query';
import type { TGeocodeResponse } from '#shared/schemas/backoffice.ts';
import type { TRegionsResponse } from '#shared/schemas/object.ts';
import { api } from '#app/lib/api.ts';
import { cabinetKeys } from './keys.ts';

export const geocode = (latitude: number, longitude: number, signal?: AbortSignal) =>
  api.post<TGeocodeResponse>('/api/geocoder', { coords: [latitude, longitude] }, { signal });

export function useRegions() {
  return useQuery({
    queryKey: cabinetKeys.regions,
    queryFn: ({ signal }) => api.get<TRegionsResponse>('/api/regions', { signal }),
    staleTime: 60 * 60_000,
  });
}
