// Buildings of the #flats tab, through the chess-editor's endpoints: add, delete, reorder. They answer the building,
// not the complex, so the complex is read again after each.
// Waits for the chess-editor's descriptors (shared/api, another helper's scope): then these become call()s in
// app/resources and this folder goes.
import { fillPath } from '#shared/api/endpoint.ts';
import { getBackofficeObject } from '#shared/api/backoffice.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
// eslint-disable-next-line no-restricted-imports -- no pavilion descriptors yet (see above)
import { api } from '#app/lib/api.ts';
import { fetchBackofficeObject } from '#app/resources/backoffice.ts';

const pavilionsPath = (id: number, rest = '') =>
  `${fillPath(getBackofficeObject.path, { id })}/pavilions${rest}`;

export async function createPavilion(id: number, name: string): Promise<TBackofficeObject> {
  await api.post(pavilionsPath(id), { name });
  return fetchBackofficeObject(id);
}

export async function deletePavilions(id: number, pavilionIds: number[]): Promise<TBackofficeObject> {
  for (const pid of pavilionIds) await api.delete(pavilionsPath(id, `/${pid}`));
  return fetchBackofficeObject(id);
}

export async function reorderPavilions(id: number, order: number[]): Promise<TBackofficeObject> {
  await api.put(pavilionsPath(id, '/reorder'), { order });
  return fetchBackofficeObject(id);
}
