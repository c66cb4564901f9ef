// The object page (shared/api/realty.ts): a complex in full. `show` asks the server where a unit is; `snapshot`
// opens a preview. (A resale offer comes from the same endpoint with isOffer: the offer page's business.)
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getObject } from '#shared/api/realty.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { call } from '#app/lib/call.ts';

export interface ObjectRequestOptions {
  show?: string;
  snapshot?: string;
}

export const realtyKeys = {
  all: ['realty'] as const,
  object: (id: number, options: ObjectRequestOptions = {}) =>
    ['realty', id, { snapshot: options.snapshot ?? null, show: options.show ?? null }] as const,
};

/** Asked without isOffer, the answer is always a complex. */
export const fetchObject = (id: number, options: ObjectRequestOptions = {}, signal?: AbortSignal) =>
  call(
    getObject,
    {
      params: { id },
      body: {
        ...(options.show ? { show: options.show } : {}),
        ...(options.snapshot ? { snapshot: options.snapshot } : {}),
      },
    },
    // A preview is a client's public page: an answer that would send a logged-in user to the login screen
    // (a link that does not hold the object) is the page's to show instead.
    { signal, ...(options.snapshot ? { errors: 'throw' as const } : {}) },
  ) as Promise<TObjectFull>;

export const objectQuery = (id: number, options: ObjectRequestOptions = {}) =>
  queryOptions({
    queryKey: realtyKeys.object(id, options),
    queryFn: ({ signal }) => fetchObject(id, options, signal),
  });

export function useObject(id: number, options: ObjectRequestOptions = {}) {
  return useQuery({ ...objectQuery(id, options), enabled: Number.isInteger(id) && id > 0 });
}
