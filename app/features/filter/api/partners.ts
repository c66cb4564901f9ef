// GET /api/partners: partner companies keyed by id (SPEC §3), for the builder field and the cards' partner mark.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPartner } from '#shared/schemas/object.ts';
import { api } from '#app/lib/api.ts';

export const fetchPartners = (signal?: AbortSignal) =>
  api.get<Record<string, TPartner>>('/api/partners', { signal });

export const partnersQuery = () =>
  queryOptions({
    queryKey: ['partners'] as const,
    queryFn: ({ signal }) => fetchPartners(signal),
    staleTime: 60 * 60_000,
  });

export function usePartners() {
  return useQuery(partnersQuery());
}

/** Partners by the builder they stand for. */
export function partnersByBuilder(partners: Record<string, TPartner> | undefined): Map<number, TPartner> {
  const map = new Map<number, TPartner>();
  for (const partner of Object.values(partners ?? {})) {
    if (partner.builderId != null && !map.has(partner.builderId)) map.set(partner.builderId, partner);
  }
  return map;
}
