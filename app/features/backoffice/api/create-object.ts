// POST /api/backoffice/objects {title, type}: the sheet 'Новый объект'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBackofficeObject, TObjectCreate } from '#shared/schemas/backoffice.ts';
import { api } from '#app/lib/api.ts';
import { cabinetKeys } from './keys.ts';

export const postObject = (body: TObjectCreate) =>
  api.post<TBackofficeObject>('/api/backoffice/objects', body);

export function useCreateObject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postObject,
    onSuccess: (object) => {
      client.setQueryData(cabinetKeys.object(object.id), object);
      void client.invalidateQueries({ queryKey: cabinetKeys.objects });
    },
  });
}
