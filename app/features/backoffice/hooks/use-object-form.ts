// A tab's form over the object: values from the object, the save button only while something changed (PRODUCT §5),
// a 422's texts on their fields, and the form back in step with the object once it is saved. The save is based on
// the object's version; refused as stale (decision 018), the draft stays, the builder chooses in the «Данные
// изменились» dialog, and the changed fields go on top of the fresh object (or are dropped).
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldValues } from 'react-hook-form';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { useStaleEdit } from '#app/components/forms/conflict-dialog.tsx';
import { usePutBack } from '#app/components/forms/use-put-back.ts';
import { changedFields } from '#app/lib/draft.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast-store.ts';
import { reloadObject } from '#app/resources/backoffice.ts';
import { useObjectChange } from './use-object-change.ts';

export function useObjectForm<V extends FieldValues>(
  object: TBackofficeObject,
  toValues: (object: TBackofficeObject) => V,
  /** The request; `version` is the object's version the values were based on. */
  send: (values: V, version: number) => Promise<TBackofficeObject>,
  /** The request's key the 422 texts carry before the field name, e.g. 'characteristics'. */
  prefix?: string,
) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the values follow the object, not the mapper
  const values = useMemo(() => toValues(object), [object]);
  const form = useForm<V>({ values });
  const change = useObjectChange(object.id, { keep422: true, success: backofficeTexts.editor.saved });
  const client = useQueryClient();
  const stale = useStaleEdit(() => reloadObject(client, object.id));

  // The builder's changes go back once the form has followed the fresh object.
  const { putBack } = usePutBack(form, values);

  const onFresh = (fresh: TBackofficeObject, choice: 'apply' | 'discard') => {
    const changed = choice === 'apply' ? changedFields(values, form.getValues()) : {};
    form.reset(toValues(fresh));
    putBack(changed, choice === 'apply');
    if (choice !== 'apply') return;
    toast(versionTexts.dialog.applied, { tone: 'success' });
  };

  const save = form.handleSubmit((data) =>
    change
      .mutateAsync(() => send(data, object.version))
      // Other failures are already toasted by the change.
      .catch(async (error: unknown) => {
        if (!(await stale.handle(error, onFresh))) applyServerErrors(form.setError, error, { prefix });
      }),
  );

  return {
    form,
    control: form.control,
    save,
    saving: change.isPending,
    changed: form.formState.isDirty,
    cancel: () => form.reset(values),
    /** The «Данные изменились» dialog: render it in the tab. */
    conflict: stale.dialog,
  };
}
