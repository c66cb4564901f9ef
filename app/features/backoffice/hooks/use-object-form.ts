// A tab's form over the object: values from the object, the save button only while something changed (SPEC §5),
// a 422's texts on their fields, and the form back in step with the object once it is saved.
import { useMemo } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { useObjectChange } from './use-object-change.ts';

export function useObjectForm<V extends FieldValues>(
  object: TBackofficeObject,
  toValues: (object: TBackofficeObject) => V,
  send: (values: V) => Promise<TBackofficeObject>,
  /** The request's key the 422 texts carry before the field name, e.g. 'characteristics'. */
  prefix?: string,
) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the values follow the object, not the mapper
  const values = useMemo(() => toValues(object), [object]);
  const form = useForm<V>({ values });
  const change = useObjectChange(object.id, { keep422: true, success: backofficeTexts.editor.saved });

  const save = form.handleSubmit((data) =>
    change
      .mutateAsync(() => send(data))
      // Other failures are already toasted by the change.
      .catch((error: unknown) => void applyServerErrors(form.setError, error, { prefix })),
  );

  return {
    form,
    control: form.control,
    save,
    saving: change.isPending,
    changed: form.formState.isDirty,
    cancel: () => form.reset(values),
  };
}
