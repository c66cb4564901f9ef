// One of the complex's ordered lists (photos, documents, builders, contacts): sorted by drag, the selected ones
// deleted in turn, an add button and an empty look. Each tab gives its items, its row and how one is added.
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { SortableList, type SortableListProps } from '#app/components/sortable-list/sortable-list.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { PlusIcon } from '#app/components/ui/icons.tsx';
import { inSequence, reorder } from '#app/resources/backoffice.ts';
import { useObjectChange } from '../../hooks/use-object-change.ts';

export function ObjectList<T extends { id: number }>({
  object,
  list,
  remove,
  add,
  empty,
  ...rest
}: Pick<SortableListProps<T>, 'items' | 'label' | 'renderItem' | 'layout'> & {
  object: TBackofficeObject;
  /** Which of the object's lists: its reorder request. */
  list: Parameters<typeof reorder>[1];
  /** Deletes one item of the object. */
  remove: (objectId: number, itemId: number) => Promise<TBackofficeObject>;
  add: { label: string; onClick: () => void };
  empty: { title: string; text: string };
}) {
  const change = useObjectChange(object.id);
  return (
    <SortableList
      {...rest}
      getKey={(item) => item.id}
      actions={
        <Button icon={<PlusIcon size={20} />} size="sm" onClick={add.onClick}>
          {add.label}
        </Button>
      }
      onReorder={(order) => change.mutateAsync(() => reorder(object.id, list, order.map(Number)))}
      onDelete={(keys) =>
        change.mutateAsync(() => inSequence(keys.map(Number), (id) => remove(object.id, id)))
      }
      empty={<EmptyState title={empty.title} text={empty.text} />}
    />
  );
}
