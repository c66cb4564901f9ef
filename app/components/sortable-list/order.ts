// The list's local order against the order the server gave: what to show and whether it differs.
export type SortableKey = number | string;

/** The local order with keys that disappeared dropped and new ones appended, in the server's order. */
export function reconcileOrder(local: readonly SortableKey[], server: readonly SortableKey[]): SortableKey[] {
  const present = new Set(server);
  const kept = local.filter((key) => present.has(key));
  const seen = new Set(kept);
  return [...kept, ...server.filter((key) => !seen.has(key))];
}

export function sameOrder(a: readonly SortableKey[], b: readonly SortableKey[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** Moves the item at `from` to `to`, as a drop does. */
export function moveKey(keys: readonly SortableKey[], from: number, to: number): SortableKey[] {
  const next = [...keys];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
