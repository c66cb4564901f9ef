// POST /api/objects/{id}: a complex in full. `show` asks the server where a unit is; `snapshot` opens a preview.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { api } from '#app/lib/api.ts';
import { realtyKeys } from './realty-keys.ts';

export interface ObjectRequestOptions {
  show?: string;
  snapshot?: string;
}

export const fetchObject = (id: number, options: ObjectRequestOptions = {}, signal?: AbortSignal) =>
  api.post<TObjectFull>(
    `/api/objects/${id}`,
    {
      ...(options.show ? { show: options.show } : {}),
      ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    },
    // A preview is a client's public page: an answer that would send a logged-in user to the login screen
    // (a link that does not hold the object) is the page's to show instead.
    { signal, ...(options.snapshot ? { errors: 'throw' as const } : {}) },
  );

export const objectQuery = (id: number, options: ObjectRequestOptions = {}) =>
  queryOptions({
    queryKey: realtyKeys.object(id, options),
    queryFn: ({ signal }) => fetchObject(id, options, signal),
  });

export function useObject(id: number, options: ObjectRequestOptions = {}) {
  return useQuery({ ...objectQuery(id, options), enabled: Number.isInteger(id) && id > 0 });
}
