// Reference data (shared/api/reference.ts): regions with districts, fetched once an hour under one key; the
// geocoder; a loose image upload that a form attaches later.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { geocodePoint, listRegions, uploadTempImage } from '#shared/api/reference.ts';
import { call, callUpload } from '#app/lib/call.ts';

export const referenceKeys = {
  regions: ['regions'] as const,
};

export const fetchRegions = (signal?: AbortSignal) => call(listRegions, null, { signal });

export const regionsQuery = () =>
  queryOptions({
    queryKey: referenceKeys.regions,
    queryFn: ({ signal }) => fetchRegions(signal),
    staleTime: 60 * 60_000,
  });

export function useRegions() {
  return useQuery(regionsQuery());
}

export const geocode = (latitude: number, longitude: number, signal?: AbortSignal) =>
  call(geocodePoint, { body: { coords: [latitude, longitude] } }, { signal });

export const uploadImage = (
  image: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) => callUpload(uploadTempImage, { body: { image } }, options);
