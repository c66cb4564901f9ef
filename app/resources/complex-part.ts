// A part of the complex page read on its own (what is near, the deadline history, the trust card, the progress):
// under the complex's key so what refreshes the complex refreshes it, and under a sent link's key when `snapshot`
// is given (the client's view of a collection).
import { queryOptions, useQuery } from '@tanstack/react-query';

interface PartInput {
  params: { id: number };
  query: { snapshot?: string };
}

/** `read`: the part's descriptor called with the complex's id and the snapshot. */
export function complexPart<T>(
  part: string,
  read: (input: PartInput, signal: AbortSignal) => Promise<T>,
  staleTime = 5 * 60_000,
) {
  const query = (objectId: number, snapshot?: string) =>
    queryOptions({
      queryKey: ['realty', objectId, part, snapshot ?? null] as const,
      queryFn: ({ signal }) =>
        read({ params: { id: objectId }, query: snapshot ? { snapshot } : {} }, signal),
      staleTime,
    });
  const usePart = (objectId: number, enabled: boolean, snapshot?: string) =>
    useQuery({ ...query(objectId, snapshot), enabled: enabled && objectId > 0 });
  return { query, usePart };
}
