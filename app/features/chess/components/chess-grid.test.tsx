import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChessGrid, firstView, placeGrid } from './chess-grid.tsx';
import { chessFixture, towerFixture } from '../test/chess-fixture.ts';

const cellEl = (container: HTMLElement, id: number) =>
  container.querySelector<HTMLElement>(`[data-cell-id="${id}"]`);
/** What a unit shows, without the words only a screen reader hears. */
const shown = (container: HTMLElement, id: number) => {
  const copy = cellEl(container, id)!.cloneNode(true) as HTMLElement;
  copy.querySelector('.visually-hidden')?.remove();
  return copy;
};

describe('[chess] the buyers’ grid', () => {
  it('[chess] names a unit by what it shows, then its details in words', () => {
    const { container } = render(<ChessGrid view={chessFixture()} onSelect={() => {}} />);
    const unit = cellEl(container, 7)!;
    expect(unit).not.toHaveAttribute('aria-label');
    const name = unit.textContent!;
    expect(name.startsWith(shown(container, 7).textContent!)).toBe(true);
    expect(name).toContain('ПХ');
    expect(name).toMatch(/, .*№/);
  });

  it('[chess] places a merged unit over its bbox, after the label column and the riser row', () => {
    const { container } = render(<ChessGrid view={chessFixture()} onSelect={() => {}} />);
    // Grid line 1 holds the labels; the first riser starts on line 2.
    expect(cellEl(container, 7)!.style.gridColumn).toBe('2 / 4');
    expect(cellEl(container, 7)!.style.gridRow).toBe('2 / 3');
    expect(cellEl(container, 8)!.style.gridColumn).toBe('4 / 5');
    // The wide unit has room for its area and price.
    expect(shown(container, 7)).toHaveTextContent('120 м²');
    expect(shown(container, 7)).toHaveTextContent('60 млн ₽');
    expect(shown(container, 1)).not.toHaveTextContent('м²');
  });

  it('[chess] leaves deleted units out and collapses deleted floors and risers', () => {
    const { container } = render(<ChessGrid view={chessFixture()} onSelect={() => {}} />);
    for (const id of [3, 9, 10, 11, 12, 13, 14, 24]) expect(cellEl(container, id)).toBeNull();
    // Floor «2» is gone, so floor «1» sits right under «3».
    expect(cellEl(container, 1)!.style.gridRow).toBe('3 / 4');
    expect(cellEl(container, 21)!.style.gridRow).toBe('4 / 5');
    expect(screen.queryByText('2', { selector: '[title]' })).toBeNull();
    expect(screen.getByTitle('Этаж 3')).toBeInTheDocument();
    expect(screen.getByTitle('Этаж П')).toHaveTextContent('П');
    // Three risers are shown: the tracks and the headers agree.
    const grid = screen.getByTestId('chess-grid');
    expect(grid.style.gridTemplateColumns).toBe('44px repeat(3, 40px)');
    expect(grid.style.gridTemplateRows).toBe('24px repeat(3, 40px)');
    expect(screen.queryByText('4')).toBeNull();
  });

  it('[chess] highlights the units matching the filter and dims the rest', () => {
    const { container } = render(<ChessGrid view={chessFixture()} onSelect={() => {}} />);
    const relevant = [...container.querySelectorAll('[data-cell-id][data-relevant]')].map((el) =>
      Number((el as HTMLElement).dataset.cellId),
    );
    expect(relevant.sort()).toEqual([1, 7]);
    expect(cellEl(container, 8)!.dataset.status).toBe('sold');
    expect(cellEl(container, 23)!.dataset.status).toBe('fund');
    // A unit of the developer's fund is shown locked, without its number.
    expect(cellEl(container, 23)!.querySelector('svg')).not.toBeNull();
    expect(shown(container, 23)).not.toHaveTextContent('М-3');
  });

  it('[chess] reports a tap on a unit and moves the mark to it', () => {
    const onSelect = vi.fn();
    const { container } = render(<ChessGrid view={chessFixture()} selectedId={7} onSelect={onSelect} />);
    expect(cellEl(container, 7)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(cellEl(container, 8)!.querySelector('span')!);
    expect(onSelect).toHaveBeenCalledWith(8);
    expect(cellEl(container, 8)).toHaveAttribute('aria-pressed', 'true');
    expect(cellEl(container, 8)).toHaveAttribute('data-selected');
    expect(cellEl(container, 7)).toHaveAttribute('aria-pressed', 'false');
    expect(cellEl(container, 7)).not.toHaveAttribute('data-selected');
    // A tap between the units (a gap, a label) selects nothing.
    fireEvent.click(screen.getByTitle('Этаж 3'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('[chess] marks a unit when the finger lifts, and does not report the click that follows again', () => {
    const onSelect = vi.fn();
    const { container } = render(<ChessGrid view={chessFixture()} onSelect={onSelect} />);
    const unit = cellEl(container, 1)!;
    fireEvent.pointerDown(unit, { isPrimary: true, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(unit, { isPrimary: true, button: 0, clientX: 12, clientY: 11 });
    expect(unit).toHaveAttribute('data-selected');
    expect(onSelect).toHaveBeenCalledWith(1);
    fireEvent.click(unit);
    expect(onSelect).toHaveBeenCalledTimes(1);
    // A swipe that starts on a unit is a scroll, not a tap.
    const other = cellEl(container, 2)!;
    fireEvent.pointerDown(other, { isPrimary: true, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(other, { isPrimary: true, button: 0, clientX: 60, clientY: 10 });
    expect(other).not.toHaveAttribute('data-selected');
    expect(onSelect).toHaveBeenCalledTimes(1);
    // The keyboard (a click without a pointer) still picks.
    fireEvent.click(other);
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(other).toHaveAttribute('data-selected');
    expect(unit).not.toHaveAttribute('data-selected');
  });

  it('[chess] draws the detailed board with larger units reading their price, area and layout', () => {
    const { container } = render(<ChessGrid view={chessFixture()} density="detailed" onSelect={() => {}} />);
    const grid = screen.getByTestId('chess-grid');
    expect(grid.style.gridTemplateColumns).toBe('44px repeat(3, 88px)');
    expect(grid.style.gridTemplateRows).toBe('24px repeat(3, 64px)');
    expect(shown(container, 7)).toHaveTextContent(/^7ПХ60 млн120 м²$/);
    expect(shown(container, 8)).toHaveTextContent('10 млн');
    expect(shown(container, 21)).toHaveTextContent(/^М-110 млн40 м²$/);
  });
});

describe('[chess] the board is one Tab stop walked by the arrows', () => {
  // jsdom has no scrolling: the moves' scroll into view is recorded instead.
  const scrolled = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => {
    scrolled.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  const stops = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('[data-cell-id]')]
      .filter((el) => el.tabIndex === 0)
      .map((el) => Number(el.dataset.cellId));

  it('[chess] makes the first unit in reading order the one Tab stop, or the selected unit', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <button type="button">before</button>
        <ChessGrid view={chessFixture()} onSelect={() => {}} />
        <button type="button">after</button>
      </>,
    );
    expect(stops(container)).toEqual([7]);
    for (const el of container.querySelectorAll<HTMLElement>('[data-cell-id]')) {
      expect(el.getAttribute('tabindex')).toBe(el.dataset.cellId === '7' ? '0' : '-1');
    }
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(cellEl(container, 7)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    // Back in, the board is entered where the keyboard left it.
    await user.tab({ shift: true });
    expect(cellEl(container, 7)).toHaveFocus();

    const selected = render(<ChessGrid view={chessFixture()} selectedId={2} onSelect={() => {}} />);
    expect(stops(selected.container)).toEqual([2]);
  });

  it('[chess] tells a screen reader what the board is and how to walk it, and keeps the units’ names', () => {
    const { container } = render(<ChessGrid view={chessFixture()} onSelect={() => {}} />);
    const board = screen.getByRole('group', { name: 'Шахматка' });
    expect(board).toHaveAttribute('aria-roledescription', 'сетка квартир');
    expect(board).toHaveAccessibleDescription('Стрелки — переход между квартирами, Enter — открыть');
    expect(cellEl(container, 8)).toHaveAccessibleName(/^82к, Квартира № 8, 2-комнатная, 40 м², .*, Продано$/);
  });

  it('[chess] moves with the arrows over a merged unit and past a hole, one Tab stop all along', async () => {
    const user = userEvent.setup();
    const { container } = render(<ChessGrid view={chessFixture()} onSelect={() => {}} />);
    cellEl(container, 7)!.focus();
    const at = (id: number) => {
      expect(cellEl(container, id)).toHaveFocus();
      expect(stops(container)).toEqual([id]);
    };
    await user.keyboard('{ArrowRight}');
    at(8);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
    expect(scrolled.mock.contexts.at(-1)).toBe(cellEl(container, 8));
    // Nothing further right: the focus stays.
    await user.keyboard('{ArrowRight}');
    at(8);
    await user.keyboard('{ArrowDown}');
    // Under 8 is a hole on floor «1»: the nearest unit of that floor.
    at(2);
    await user.keyboard('{ArrowLeft}');
    at(1);
    await user.keyboard('{ArrowUp}');
    // The merged unit 7 covers the column of 1 and 2.
    at(7);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    at(23);
    await user.keyboard('{ArrowUp}');
    at(2);
  });

  it('[chess] goes to a floor’s ends with Home and End, to the board’s with Ctrl', async () => {
    const user = userEvent.setup();
    const { container } = render(<ChessGrid view={chessFixture()} onSelect={() => {}} />);
    cellEl(container, 22)!.focus();
    await user.keyboard('{End}');
    expect(cellEl(container, 23)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cellEl(container, 21)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cellEl(container, 7)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cellEl(container, 23)).toHaveFocus();
    expect(stops(container)).toEqual([23]);
  });

  it('[chess] opens a unit with Enter or Space as a tap does', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(<ChessGrid view={chessFixture()} onSelect={onSelect} />);
    cellEl(container, 7)!.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    expect(cellEl(container, 1)).toHaveAttribute('data-selected');
    await user.keyboard('{ArrowRight} ');
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(cellEl(container, 1)).not.toHaveAttribute('data-selected');
  });

  it('[chess] makes a tapped unit the Tab stop, and keeps the stop over a new render', () => {
    const view = chessFixture();
    const { container, rerender } = render(<ChessGrid view={view} onSelect={() => {}} />);
    fireEvent.click(cellEl(container, 22)!);
    expect(stops(container)).toEqual([22]);
    // New data (a unit sold) redraws the board: the stop stays with the unit, still one.
    rerender(<ChessGrid view={{ ...view, cells: [...view.cells] }} selectedId={null} onSelect={() => {}} />);
    expect(stops(container)).toEqual([22]);
  });
});

describe('[chess] a tall section on a cold page', () => {
  it('[chess] draws the units a first view can show at once and the rest after the first frame', async () => {
    // jsdom's window is 1024 × 768: 20 rows of 40 px units (with the gap) and every one of 12 risers.
    const { container } = render(<ChessGrid view={towerFixture(40, 12)} onSelect={() => {}} />);
    const drawn = () => container.querySelectorAll('[data-cell-id]').length;
    expect(drawn()).toBe(19 * 12);
    // The bottom floor is not there yet, the top one is.
    expect(cellEl(container, 1)).not.toBeNull();
    expect(cellEl(container, 40 * 12)).toBeNull();
    await waitFor(() => expect(drawn()).toBe(40 * 12));
    expect(cellEl(container, 40 * 12)!.style.gridRow).toBe('41 / 42');
  });

  it('[chess] leaves out the risers beyond a narrow window', () => {
    const placed = placeGrid(towerFixture(3, 30)).cells;
    const first = firstView(placed, 'compact', { width: 390, height: 844 });
    // 390 px hold 10 units of 42 px: risers on grid lines 2–11.
    expect(new Set(first.map((c) => c.gridColumn))).toEqual(
      new Set(Array.from({ length: 10 }, (_, j) => `${j + 2} / ${j + 3}`)),
    );
    // Detailed units of 90 px: five risers on grid lines 2–6.
    expect(firstView(placed, 'detailed', { width: 390, height: 844 })).toHaveLength(3 * 5);
  });
});
