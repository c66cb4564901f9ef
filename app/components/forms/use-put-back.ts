// After a stale edit's reload, the user's own changes go back onto the fresh data: at once, and again once a form
// fed by reactive `values` has followed the new data (which would otherwise overwrite them).
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';

export function usePutBack<V extends FieldValues>(form: { setValue: UseFormSetValue<V> }, values: unknown) {
  const mine = useRef<Partial<V> | null>(null);
  const putBack = (fields: Partial<V>) => {
    for (const [key, value] of Object.entries(fields))
      form.setValue(key as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
  };
  useEffect(() => {
    if (!mine.current) return;
    putBack(mine.current);
    mine.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs after the form followed new values
  }, [values]);
  return {
    /** Puts the fields back now and, when `again`, once more after the next `values`. */
    putBack(fields: Partial<V>, again: boolean) {
      putBack(fields);
      if (again) mine.current = fields;
    },
  };
}
