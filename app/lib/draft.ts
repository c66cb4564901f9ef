// Putting an editor's draft on top of fresh data after a save was refused as stale (decision 018): the fields the
// user changed since the data was read keep the user's values, every other field takes the fresh one.

const same = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** The top-level fields of `current` that differ from `initial`. */
export function changedFields<V extends object>(initial: V, current: V): Partial<V> {
  const out: Partial<V> = {};
  for (const key of Object.keys(current) as (keyof V)[]) {
    const value = current[key];
    // Files are compared by identity: a picked file is a change, the same one is not.
    if (value instanceof Blob ? value !== initial[key] : !same(value, initial[key])) out[key] = value;
  }
  return out;
}

/** The fresh values with the user's changes (relative to `initial`) on top. */
export function draftOnTop<V extends object>(initial: V, current: V, fresh: V): V {
  return { ...fresh, ...changedFields(initial, current) };
}
