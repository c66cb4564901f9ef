// A tab's form over the object, on useApiForm: values from the object, the save button only while something changed
// (PRODUCT §5), a 422's texts on their fields, one request per save, and the form back in step with the object once
// it is saved. The save is based on the object's version; refused as stale (decision 018), the draft stays, the
// builder chooses in the «Данные изменились» dialog, and the changed fields go on top of the fresh object.
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { TBackofficeObject, TObjectUpdateInput } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { toast } from '#app/lib/toast-store.ts';
import { reloadObject, updateObject, useObjectChange } from '#app/resources/backoffice.ts';

export function useObjectForm<V extends FieldValues>(
  object: TBackofficeObject,
  toValues: (object: TBackofficeObject) => V,
  /** The request; `version` is the object's version the values were based on. */
  send: (values: V, version: number) => Promise<TBackofficeObject>,
  /** The request's key the 422 texts carry before the field name, e.g. 'characteristics'. */
  prefix?: string,
  /** After a save (the toast is said already). */
  onSaved?: () => void,
) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the values follow the object, not the mapper
  const values = useMemo(() => toValues(object), [object]);
  // Failures are the form's to show (fields, the stale dialog, else a toast), so the change only caches.
  const change = useObjectChange(object.id);
  const client = useQueryClient();
  const api = useApiForm<V, V, TBackofficeObject, TBackofficeObject>({
    values,
    send: (data) => change.mutateAsync(() => send(data, object.version)),
    onSuccess: () => {
      toast(backofficeTexts.editor.saved, { tone: 'success' });
      onSaved?.();
    },
    errors: { prefix },
    stale: { reload: () => reloadObject(client, object.id), toValues },
  });

  return {
    form: api.form,
    control: api.control,
    save: api.submit,
    saving: api.pending,
    changed: api.form.formState.isDirty,
    cancel: () => api.form.reset(values),
    /** The «Данные изменились» dialog: render it in the tab. */
    conflict: api.conflict,
  };
}

/** A tab saved through the object's update (PUT): `toBody` makes the request's fields from the form's values. */
export function useObjectUpdateForm<V extends FieldValues>(
  object: TBackofficeObject,
  toValues: (object: TBackofficeObject) => V,
  toBody: (values: V) => TObjectUpdateInput,
  prefix?: string,
  onSaved?: () => void,
) {
  return useObjectForm(
    object,
    toValues,
    (values, version) => updateObject(object.id, toBody(values), version),
    prefix,
    onSaved,
  );
}
