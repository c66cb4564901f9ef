// Changes of a building and its sections (SPEC §7): create, rename, publish, delete, reorder. Each marks the
// back-office stale, so the building page, the object editor and an open chessboard read themselves again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TBackofficePavilion,
  TSectionCreate,
  TSectionSummary,
} from '#shared/schemas/chess-editor.ts';
import { api } from '#app/lib/api.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { pavilionKeys } from './pavilion-keys.ts';
import { sectionsPath } from './sections-page.ts';

/** The new section's fields as the form holds them; the server reads the client form (SPEC §5). */
export type TSectionInput = { [K in keyof TSectionCreate]: TSectionCreate[K] | string | null };

export const createSection = (pavilionId: number, input: TSectionInput) =>
  api.post<TSectionSummary>(sectionsPath(pavilionId), input);

export const updateSection = (
  pavilionId: number,
  sectionId: number,
  patch: { name?: string; published?: boolean },
) => api.put<TSectionSummary>(sectionsPath(pavilionId, `/${sectionId}`), patch);

export async function deleteSections(pavilionId: number, ids: readonly number[]): Promise<void> {
  for (const id of ids) await api.delete(sectionsPath(pavilionId, `/${id}`));
}

export const reorderSections = (pavilionId: number, order: readonly number[]) =>
  api.put<void>(sectionsPath(pavilionId, '/reorder'), { order });

const pavilionPath = (objectId: number, pavilionId: number) =>
  `/api/backoffice/objects/${objectId}/pavilions/${pavilionId}`;

export const updatePavilion = (
  objectId: number,
  pavilionId: number,
  patch: { name?: string; published?: boolean },
) => api.put<TBackofficePavilion>(pavilionPath(objectId, pavilionId), patch);

/** A toast for failures nobody else shows (SPEC §8 handled errors and a form's own 422 stay quiet). */
export function reportError(error: unknown, options: { keep422?: boolean } = {}): void {
  if (error instanceof ApiError && (error.handled || (options.keep422 && error.status === 422))) return;
  toast(errorText(error), { tone: 'error' });
}

/** Runs a change and refreshes what shows it; errors are reported unless the caller keeps the 422. */
export function useBackofficeChange(options: { keep422?: boolean; success?: string } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: () => Promise<unknown>) => send(),
    onSuccess: () => {
      if (options.success) toast(options.success, { tone: 'success' });
    },
    onError: (error) => reportError(error, options),
    onSettled: () => client.invalidateQueries({ queryKey: pavilionKeys.backoffice }),
  });
}
