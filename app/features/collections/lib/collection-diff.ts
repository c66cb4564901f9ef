// The collection-select modal sends only the difference (SPEC §5): what was ticked anew is bound, what was
// unticked is unbound, the rest is left alone.
import type { TCollectionRef } from '#shared/schemas/collections.ts';

export interface CollectionDiff {
  bind: number[];
  unbind: number[];
}

/** The collections that hold the object when the modal opens. */
export function holdingIds(refs: readonly TCollectionRef[], objectId: number): Set<number> {
  return new Set(refs.filter((r) => r.objects.some((o) => o.id === objectId)).map((r) => r.id));
}

export function collectionDiff(initial: ReadonlySet<number>, ticked: ReadonlySet<number>): CollectionDiff {
  return {
    bind: [...ticked].filter((id) => !initial.has(id)).sort((a, b) => a - b),
    unbind: [...initial].filter((id) => !ticked.has(id)).sort((a, b) => a - b),
  };
}

export const isEmptyDiff = (diff: CollectionDiff) => diff.bind.length === 0 && diff.unbind.length === 0;
