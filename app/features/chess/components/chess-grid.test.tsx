import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
