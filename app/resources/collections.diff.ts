// The collection-select modal sends only the difference (PRODUCT §5): what was ticked anew is bound, what was
// unticked is unbound, the rest is left alone. The server's answer then sets the modal's refs.
import type {
  TCollectionBindResult,
  TCollectionItemRef,
  TCollectionRef,
} from '#shared/schemas/collections.ts';

export interface CollectionDiff {
  bind: number[];
  unbind: number[];
}

/** A complex, an offer and a unit may share an id: an item is the id with its kind. */
export const sameItem = (a: TCollectionItemRef, b: TCollectionItemRef) =>
  a.id === b.id && a.isOffer === b.isOffer && a.kind === b.kind;

/** The collections that hold the complex or offer when the modal opens. */
export function holdingIds(refs: readonly TCollectionRef[], item: TCollectionItemRef): Set<number> {
  return new Set(refs.filter((r) => r.objects.some((o) => sameItem(o, item))).map((r) => r.id));
}

export function collectionDiff(initial: ReadonlySet<number>, ticked: ReadonlySet<number>): CollectionDiff {
  return {
    bind: [...ticked].filter((id) => !initial.has(id)).sort((a, b) => a - b),
    unbind: [...initial].filter((id) => !ticked.has(id)).sort((a, b) => a - b),
  };
}

export const isEmptyDiff = (diff: CollectionDiff) => diff.bind.length === 0 && diff.unbind.length === 0;

/** The refs with the item in exactly the collections the server named. */
export function applyBindResult(
  refs: TCollectionRef[] | undefined,
  result: TCollectionBindResult,
): TCollectionRef[] | undefined {
  if (!refs) return refs;
  const item: TCollectionItemRef = result.kind
    ? { id: result.objectId, isOffer: result.isOffer, kind: result.kind }
    : { id: result.objectId, isOffer: result.isOffer };
  const holding = new Set(result.collectionIds);
  return refs.map((ref) => {
    const has = ref.objects.some((o) => sameItem(o, item));
    const should = holding.has(ref.id);
    if (has === should) return ref;
    return {
      ...ref,
      objects: should ? [...ref.objects, item] : ref.objects.filter((o) => !sameItem(o, item)),
    };
  });
}
