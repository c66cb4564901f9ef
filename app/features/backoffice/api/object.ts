// GET /api/backoffice/objects/{id}: the editor's object. Every change answers the object as the editor shows it,
// so a change is one request and one cache write (useObjectChange).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { api } from '#app/lib/api.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { cabinetKeys } from './keys.ts';

export const objectPath = (id: number, rest = '') => `/api/backoffice/objects/${id}${rest}`;

export const fetchObject = (id: number, signal?: AbortSignal) =>
  api.get<TBackofficeObject>(objectPath(id), { signal });

export function useBackofficeObject(id: number) {
  return useQuery({ queryKey: cabinetKeys.object(id), queryFn: ({ signal }) => fetchObject(id, signal) });
}

/** Shows an error unless the client already acted on it (SPEC §8) or it is a form's 422 the caller shows. */
export function reportError(error: unknown, options: { keep422?: boolean } = {}): void {
  if (error instanceof ApiError && (error.handled || (options.keep422 && error.status === 422))) return;
  toast(errorText(error), { tone: 'error' });
}

/**
 * A change of the object: `send` makes the request(s) and resolves with the fresh object, which replaces the
 * cached one. Errors are reported as toasts (a 422 is left to the caller when `keep422`).
 */
export function useObjectChange(id: number, options: { keep422?: boolean; success?: string } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: () => Promise<TBackofficeObject>) => send(),
    onSuccess: (object) => {
      client.setQueryData(cabinetKeys.object(id), object);
      // The list shows the title, the cover and the published mark: it reloads when next opened.
      void client.invalidateQueries({ queryKey: cabinetKeys.objects, refetchType: 'none' });
      if (options.success) toast(options.success, { tone: 'success' });
    },
    onError: (error) => {
      reportError(error, options);
      // After a failed multi-step change the cached object may be behind: read it again.
      void client.invalidateQueries({ queryKey: cabinetKeys.object(id) });
    },
  });
}

/** Runs the requests one after another; the last answer is the object as it ended up. */
export async function inSequence<T>(
  items: readonly T[],
  send: (item: T) => Promise<TBackofficeObject>,
): Promise<TBackofficeObject> {
  let last: TBackofficeObject | undefined;
  for (const item of items) last = await send(item);
  if (!last) throw new Error('nothing to send');
  return last;
}
