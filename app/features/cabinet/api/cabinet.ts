// GET /api/cabinet: counts next to each cabinet section and whether the user may post offers (and for how much).
import { useQuery } from '@tanstack/react-query';
import type { TCabinet } from '#shared/schemas/cabinet.ts';
import { api } from '#app/lib/api.ts';
import { hasSession } from '#app/lib/session.ts';

export const cabinetKeys = { home: ['cabinet'] as const };

export function useCabinet() {
  return useQuery({
    queryKey: cabinetKeys.home,
    queryFn: ({ signal }) => api.get<TCabinet>('/api/cabinet', { signal }),
    enabled: hasSession(),
  });
}
