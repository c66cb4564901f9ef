// Buildings of the #flats tab, through slice B's endpoints (i4common.md): add, delete, reorder. They answer the
// building, not the complex, so the complex is read again after each.
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { api } from '#app/lib/api.ts';
import { fetchObject, objectPath } from './object.ts';

export async function createPavilion(id: number, name: string): Promise<TBackofficeObject> {
  await api.post(objectPath(id, '/pavilions'), { name });
  return fetchObject(id);
}

export async function deletePavilions(id: number, pavilionIds: number[]): Promise<TBackofficeObject> {
  for (const pid of pavilionIds) await api.delete(objectPath(id, `/pavilions/${pid}`));
  return fetchObject(id);
}

export async function reorderPavilions(id: number, order: number[]): Promise<TBackofficeObject> {
  await api.put(objectPath(id, '/pavilions/reorder'), { order });
  return fetchObject(id);
}
