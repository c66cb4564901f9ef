import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { reconcileOrder } from './order.ts';
import { DRAG_DELAY_MS, SortableList, type SortableListProps } from './sortable-list.tsx';

interface Building {
  id: number;
  name: string;
}

const buildings: Building[] = [
  { id: 1, name: 'Корпус 1' },
  { id: 2, name: 'Корпус 2' },
  { id: 3, name: 'Корпус 3' },
];

function renderList(props: Partial<SortableListProps<Building>> = {}) {
  const handlers = {
    onOpen: vi.fn(),
    onReorder: vi.fn(async () => {}),
    onDelete: vi.fn(async () => {}),
  };
  const view = render(
    <DialogsProvider>
      <SortableList
        items={buildings}
        getKey={(b) => b.id}
        label="Корпуса"
        renderItem={(b) => <span>{b.name}</span>}
        {...handlers}
        {...props}
      />
    </DialogsProvider>,
  );
  return { ...handlers, ...view };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Корпуса' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const row = (name: string) => screen.getByText(name).closest('[class*="body"]') as HTMLElement;

describe('[sortable-list] selection by long press', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[sortable-list] a press held 500 ms selects the item and shows the count', () => {
    const { onOpen } = renderList();
    const target = row('Корпус 2');
    fireEvent.pointerDown(target, { button: 0, clientX: 100, clientY: 100 });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Выбрано: 1')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.pointerUp(target);
    // The click that ends the press neither opens the item nor unselects it.
    fireEvent.click(target);
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Корпус 2' })).toBeChecked();
    expect(onOpen).not.toHaveBeenCalled();

    fireEvent.click(row('Корпус 3'));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
  });

  it('[sortable-list] moving more than 30 px or letting go early is no long press', () => {
    const { onOpen } = renderList();
    const target = row('Корпус 1');
    fireEvent.pointerDown(target, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(target, { clientX: 120, clientY: 120 }); // 28 px: still a press
    fireEvent.pointerMove(target, { clientX: 100, clientY: 131 }); // 31 px: cancelled
    act(() => vi.advanceTimersByTime(800));
    expect(screen.queryByText(/Выбрано/)).not.toBeInTheDocument();

    fireEvent.pointerDown(target, { button: 0, clientX: 100, clientY: 100 });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerUp(target);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(target);
    expect(screen.queryByText(/Выбрано/)).not.toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledWith(buildings[0]);
  });
});

describe('[sortable-list] selection mode', () => {
  it('[sortable-list] «Выбрать» enters selection; delete asks, then deletes the selected keys', async () => {
    const user = userEvent.setup();
    const { onDelete, onOpen } = renderList();
    await user.click(screen.getByRole('button', { name: 'Выбрать' }));
    expect(screen.getByText('Выбрано: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Корпус 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Корпус 3' }));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить выбранное (2)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledWith([1, 3]);
    expect(screen.queryByText(/Выбрано/)).not.toBeInTheDocument();
  });

  it('[sortable-list] a cancelled confirm deletes nothing; closing leaves selection mode', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderList();
    await user.click(screen.getByRole('button', { name: 'Выбрать' }));
    await user.click(screen.getByRole('button', { name: 'Выбрать все' }));
    expect(screen.getByText('Выбрано: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить выбранное (3)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByText('Выбрано: 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Закрыть выбор' }));
    expect(screen.queryByText(/Выбрано/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('[sortable-list] without onDelete there is no selection at all', () => {
    renderList({ onDelete: undefined });
    expect(screen.queryByRole('button', { name: 'Выбрать' })).not.toBeInTheDocument();
  });
});

describe('[sortable-list] sorting', () => {
  // jsdom has no layout: rows are 50 px tall, 60 px apart, so the keyboard sensor can find its neighbours.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const li = this.closest('li');
      const index = li?.parentElement ? Array.from(li.parentElement.children).indexOf(li) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 60, width: 300, height: 50 });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function moveFirstDown(user: ReturnType<typeof userEvent.setup>) {
    const [handle] = screen.getAllByRole('button', { name: 'Перетащите, чтобы изменить порядок' });
    handle!.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
  }

  it('[sortable-list] a move changes the order locally; «Отменить» reverts it', async () => {
    const user = userEvent.setup();
    const { onReorder } = renderList();
    await moveFirstDown(user);
    expect(names()).toEqual(['Корпус 2', 'Корпус 1', 'Корпус 3']);
    expect(screen.getByText('Порядок изменён')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(names()).toEqual(['Корпус 1', 'Корпус 2', 'Корпус 3']);
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('[sortable-list] «Сохранить порядок» sends every key in the new order', async () => {
    const user = userEvent.setup();
    const { onReorder } = renderList();
    await moveFirstDown(user);
    await user.click(screen.getByRole('button', { name: 'Сохранить порядок' }));
    expect(onReorder).toHaveBeenCalledWith([2, 1, 3]);
  });

  it('[sortable-list] without onReorder there are no drag handles', () => {
    renderList({ onReorder: undefined });
    expect(screen.queryByRole('button', { name: /Перетащите/ })).not.toBeInTheDocument();
  });
});

describe('[sortable-list] the drag delay of the pointer (PRODUCT §9: 200 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const li = this.closest('li');
      const index = li?.parentElement ? Array.from(li.parentElement.children).indexOf(li) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 60, width: 300, height: 50 });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const handle = (name: string) =>
    within(screen.getByText(name).closest('li')!).getByRole('button', {
      name: 'Перетащите, чтобы изменить порядок',
    });
  const dragging = () => document.querySelector('li[data-dragging]')?.textContent ?? null;
  const press = (target: Element, y: number) =>
    fireEvent.pointerDown(target, { isPrimary: true, button: 0, clientX: 280, clientY: y });

  it('[sortable-list] a drag starts only once the handle has been held 200 ms', () => {
    renderList();
    expect(DRAG_DELAY_MS).toBe(200);
    press(handle('Корпус 1'), 25);
    act(() => vi.advanceTimersByTime(DRAG_DELAY_MS - 1));
    expect(dragging()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dragging()).toBe('Корпус 1');
    fireEvent.pointerUp(document, { isPrimary: true, button: 0, clientX: 280, clientY: 25 });
    expect(dragging()).toBeNull();
  });

  it('[sortable-list] a pointer that moves before 200 ms is a scroll: no drag, the order stays', () => {
    const { onReorder } = renderList();
    press(handle('Корпус 1'), 25);
    act(() => vi.advanceTimersByTime(120));
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 280, clientY: 145 });
    act(() => vi.advanceTimersByTime(500));
    expect(dragging()).toBeNull();
    fireEvent.pointerUp(document, { isPrimary: true, button: 0, clientX: 280, clientY: 145 });
    expect(names()).toEqual(['Корпус 1', 'Корпус 2', 'Корпус 3']);
    expect(screen.queryByText('Порядок изменён')).not.toBeInTheDocument();
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('[sortable-list] letting go before 200 ms starts nothing', () => {
    renderList();
    press(handle('Корпус 2'), 85);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.pointerUp(document, { isPrimary: true, button: 0, clientX: 280, clientY: 85 });
    act(() => vi.advanceTimersByTime(500));
    expect(dragging()).toBeNull();
    expect(screen.queryByText('Порядок изменён')).not.toBeInTheDocument();
  });
});

describe('[sortable-list] order reconciliation', () => {
  it('[sortable-list] keeps the local order, drops removed keys and appends new ones', () => {
    expect(reconcileOrder([3, 1, 2], [1, 2, 3])).toEqual([3, 1, 2]);
    expect(reconcileOrder([3, 1, 2], [1, 3, 4])).toEqual([3, 1, 4]);
  });
});
