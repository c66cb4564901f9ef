// The back-office list of PRODUCT §2/§4: drag sorting by a handle (200 ms delay), selection mode entered by a long
// press (500 ms, ≤ 30 px) or «Выбрать», the selected count shown, multi-select delete after a confirm.
// A drag changes the order locally; «Сохранить порядок» saves it, «Отменить» reverts it.
import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { fill } from '#shared/texts/ru.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { Button, IconButton } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { CheckIcon, CloseIcon } from '#app/components/ui/icons.tsx';
import { moveKey, reconcileOrder, sameOrder, type SortableKey } from './order.ts';
import { useLongPress } from './use-long-press.ts';
import layoutStyles from '#app/styles/layout.module.css';
import styles from './sortable-list.module.css';

export type { SortableKey } from './order.ts';

/** PRODUCT §9: a drag starts after the pointer is held this long (a quick swipe still scrolls the page). */
export const DRAG_DELAY_MS = 200;

const t = backofficeTexts.list;

export interface SortableItemState {
  selecting: boolean;
  selected: boolean;
  /** The item's position as shown (a drag moves it before the order is saved). */
  index: number;
}

export interface SortableListProps<T> {
  items: readonly T[];
  getKey: (item: T) => SortableKey;
  renderItem: (item: T, state: SortableItemState) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** A click on an item outside selection mode (links and buttons inside the item keep their own clicks). */
  onOpen?: (item: T) => void;
  /** Sorting is on when given: called with every key in the new order. */
  onReorder?: (keys: SortableKey[]) => Promise<unknown>;
  /** Selection and delete are on when given. */
  onDelete?: (keys: SortableKey[]) => Promise<unknown>;
  /** Buttons shown in the toolbar outside selection and sorting (e.g. «Добавить»). */
  actions?: ReactNode;
  /** Shown instead of the list when there are no items. */
  empty?: ReactNode;
  /** 'grid' for photos. */
  layout?: 'list' | 'grid';
  className?: string;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [data-no-open]';

export function SortableList<T>({
  items,
  getKey,
  renderItem,
  label,
  onOpen,
  onReorder,
  onDelete,
  actions,
  empty,
  layout = 'list',
  className,
}: SortableListProps<T>) {
  const confirm = useConfirm();
  const serverKeys = items.map(getKey);
  const byKey = new Map(items.map((item) => [getKey(item), item]));

  const [localOrder, setLocalOrder] = useState<SortableKey[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<SortableKey>>(new Set());
  const [deleting, setDeleting] = useState(false);

  const shown = localOrder ? reconcileOrder(localOrder, serverKeys) : serverKeys;
  const changed = localOrder !== null && !sameOrder(shown, serverKeys);
  // Once the server's order is the local one (saved, or dragged back) the local copy is dropped.
  if (localOrder && !changed && !saving) setLocalOrder(null);
  const selectedShown = shown.filter((key) => selected.has(key));

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { delay: DRAG_DELAY_MS, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = shown.indexOf(active.id);
    const to = shown.indexOf(over.id);
    if (from < 0 || to < 0) return;
    setLocalOrder(moveKey(shown, from, to));
  };

  const saveOrder = async () => {
    if (!onReorder) return;
    setSaving(true);
    try {
      await onReorder(shown);
    } catch {
      // The caller tells the user; the local order stays so they can retry or revert.
    } finally {
      setSaving(false);
    }
  };

  const startSelection = (first?: SortableKey) => {
    setLocalOrder(null);
    setSelecting(true);
    setSelected(new Set(first === undefined ? [] : [first]));
  };
  const closeSelection = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const toggle = (key: SortableKey) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const deleteSelected = async () => {
    if (!onDelete || selectedShown.length === 0) return;
    const ok = await confirm({
      title: fill(t.deleteConfirm, selectedShown.length),
      text: t.deleteConfirmText,
      confirmLabel: t.delete,
      danger: true,
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await onDelete(selectedShown);
      closeSelection();
    } catch {
      // The caller tells the user; the selection stays.
    } finally {
      setDeleting(false);
    }
  };

  const announcements = announcementsFor(shown);

  return (
    <div className={[layoutStyles.stackMd, className ?? ''].join(' ')}>
      <div className={styles.toolbar} data-mode={selecting ? 'select' : changed ? 'sort' : 'view'}>
        {selecting ? (
          <>
            <IconButton label={t.closeSelection} onClick={closeSelection}>
              <CloseIcon size={22} />
            </IconButton>
            <span className={styles.count} aria-live="polite">
              {fill(t.selected, selectedShown.length)}
            </span>
            <span className={styles.spacer} />
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set(shown))}>
              {t.selectAll}
            </Button>
            <Button
              variant="danger"
              size="sm"
              disabled={selectedShown.length === 0}
              loading={deleting}
              onClick={deleteSelected}
            >
              {t.delete}
            </Button>
          </>
        ) : changed ? (
          <>
            <span className={styles.count} aria-live="polite">
              {t.orderChanged}
            </span>
            <span className={styles.spacer} />
            <Button variant="ghost" size="sm" onClick={() => setLocalOrder(null)} disabled={saving}>
              {t.revertOrder}
            </Button>
            <Button size="sm" onClick={saveOrder} loading={saving}>
              {t.saveOrder}
            </Button>
          </>
        ) : (
          <>
            {actions}
            <span className={styles.spacer} />
            {onDelete && items.length > 0 && (
              <Button variant="secondary" size="sm" onClick={() => startSelection()}>
                {t.select}
              </Button>
            )}
          </>
        )}
      </div>

      {items.length === 0 ? (
        empty
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragHandle } }}
        >
          <SortableContext
            items={shown}
            strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
          >
            <ul className={styles.list} data-layout={layout} aria-label={label}>
              {shown.map((key, index) => {
                const item = byKey.get(key);
                if (item === undefined) return null;
                const isSelected = selected.has(key);
                return (
                  <SortableRow
                    key={key}
                    id={key}
                    sortable={Boolean(onReorder) && !selecting && !saving}
                    selecting={selecting}
                    selected={isSelected}
                    onToggle={() => toggle(key)}
                    onOpen={onOpen ? () => onOpen(item) : undefined}
                    onLongPress={onDelete && !selecting ? () => startSelection(key) : undefined}
                  >
                    {renderItem(item, { selecting, selected: isSelected, index })}
                  </SortableRow>
                );
              })}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function announcementsFor(keys: readonly SortableKey[]): Announcements {
  const position = (id: SortableKey | undefined) => (id === undefined ? 0 : keys.indexOf(id) + 1);
  return {
    onDragStart: ({ active }) => `Элемент ${position(active.id)} из ${keys.length} взят`,
    onDragOver: ({ over }) => (over ? `Позиция ${position(over.id)} из ${keys.length}` : undefined),
    onDragEnd: ({ over }) => (over ? `Элемент поставлен на позицию ${position(over.id)}` : undefined),
    onDragCancel: () => 'Перемещение отменено',
  };
}

function SortableRow({
  id,
  sortable,
  selecting,
  selected,
  onToggle,
  onOpen,
  onLongPress,
  children,
}: {
  id: SortableKey;
  sortable: boolean;
  selecting: boolean;
  selected: boolean;
  onToggle: () => void;
  onOpen?: () => void;
  onLongPress?: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: !sortable });
  const longPress = useLongPress(onLongPress);

  const activate = (event: MouseEvent | KeyboardEvent) => {
    if (longPress.consumeClick()) return;
    if (selecting) {
      event.preventDefault();
      onToggle();
      return;
    }
    const target = event.target as Element;
    if (target.closest(INTERACTIVE) && target.closest(INTERACTIVE) !== event.currentTarget) return;
    onOpen?.();
  };

  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-selected={selected || undefined}
      data-selecting={selecting || undefined}
    >
      <div
        className={styles.body}
        role={selecting ? 'checkbox' : onOpen ? 'button' : undefined}
        aria-checked={selecting ? selected : undefined}
        tabIndex={selecting || onOpen ? 0 : undefined}
        onClick={activate}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget) return;
          if (event.key === 'Enter' || event.key === ' ') activate(event);
        }}
        {...longPress.handlers}
      >
        {selecting && (
          <span className={styles.check} aria-hidden="true">
            {selected && <CheckIcon size={16} strokeWidth={2.6} />}
          </span>
        )}
        <div className={styles.content}>{children}</div>
      </div>
      {sortable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t.dragHandle}
          title={t.dragHandle}
        >
          <GripIcon />
        </button>
      )}
    </li>
  );
}

function GripIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} />))}
    </svg>
  );
}
