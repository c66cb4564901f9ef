// The cabinet home (shared/api/cabinet.ts): counts next to each section and whether the user may post offers.
import { useQuery } from '@tanstack/react-query';
import { readCabinet } from '#shared/api/cabinet.ts';
import { call } from '#app/lib/call.ts';
import { hasSession } from '#app/lib/session.ts';

export const cabinetKeys = { home: ['cabinet'] as const };

export function useCabinet() {
  return useQuery({
    queryKey: cabinetKeys.home,
    queryFn: ({ signal }) => call(readCabinet, null, { signal }),
    enabled: hasSession(),
  });
}
