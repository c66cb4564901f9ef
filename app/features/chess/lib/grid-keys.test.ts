import { describe, expect, it } from 'vitest';
import { gridKeys, keyMove } from './grid-keys.ts';

// Grid lines as the buyers' board places them (line 1 is the labels):
//   row 2: [ 7 over columns 2–3 ] [ 8 ]
//   row 3: [ 1 ] [ 2 ] [ hole ]
//   row 4: [ 21 ] [ 22 ] [ 23 ]
const board = gridKeys([
  { id: 1, gridRow: '3 / 4', gridColumn: '2 / 3' },
  { id: 23, gridRow: '4 / 5', gridColumn: '4 / 5' },
  { id: 7, gridRow: '2 / 3', gridColumn: '2 / 4' },
  { id: 8, gridRow: '2 / 3', gridColumn: '4 / 5' },
  { id: 2, gridRow: '3 / 4', gridColumn: '3 / 4' },
  { id: 21, gridRow: '4 / 5', gridColumn: '2 / 3' },
  { id: 22, gridRow: '4 / 5', gridColumn: '3 / 4' },
]);

describe('[chess] keyboard moves over the board', () => {
  it('[chess] starts on the top floor’s first unit and walks a floor left and right', () => {
    expect(board.first).toBe(7);
    // The merged unit counts once.
    expect(board.move(7, 'right')).toBe(8);
    expect(board.move(8, 'left')).toBe(7);
    expect(board.move(8, 'right')).toBeNull();
    expect(board.move(7, 'left')).toBeNull();
    // The hole at the floor's end is no stop.
    expect(board.move(2, 'right')).toBeNull();
  });

  it('[chess] goes up and down to the unit nearest the column, skipping holes', () => {
    expect(board.move(2, 'up')).toBe(7);
    expect(board.move(7, 'down')).toBe(1);
    expect(board.move(8, 'down')).toBe(2);
    expect(board.move(23, 'up')).toBe(2);
    expect(board.move(22, 'up')).toBe(2);
    expect(board.move(7, 'up')).toBeNull();
    expect(board.move(21, 'down')).toBeNull();
  });

  it('[chess] jumps to a floor’s ends and to the board’s ends', () => {
    expect(board.move(22, 'rowStart')).toBe(21);
    expect(board.move(22, 'rowEnd')).toBe(23);
    expect(board.move(2, 'rowEnd')).toBeNull();
    expect(board.move(22, 'first')).toBe(7);
    expect(board.move(1, 'last')).toBe(23);
    expect(board.move(99, 'right')).toBeNull();
  });

  it('[chess] counts a unit over two floors on both, and moves under it from its lower floor', () => {
    const duplex = gridKeys([
      { id: 1, gridRow: '2 / 4', gridColumn: '2 / 3' },
      { id: 2, gridRow: '2 / 3', gridColumn: '3 / 4' },
      { id: 3, gridRow: '3 / 4', gridColumn: '3 / 4' },
      { id: 4, gridRow: '4 / 5', gridColumn: '2 / 3' },
    ]);
    expect(duplex.move(3, 'left')).toBe(1);
    expect(duplex.move(1, 'right')).toBe(2);
    expect(duplex.move(1, 'down')).toBe(4);
    expect(duplex.move(4, 'up')).toBe(1);
  });

  it('[chess] reads the keys: arrows, Home and End, with Ctrl or ⌘ for the whole board', () => {
    const key = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
      keyMove({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });
    expect(key('ArrowDown')).toBe('down');
    expect(key('Home')).toBe('rowStart');
    expect(key('End', { ctrlKey: true })).toBe('last');
    expect(key('Home', { metaKey: true })).toBe('first');
    expect(key('Enter')).toBeNull();
    expect(key('ArrowLeft', { altKey: true })).toBeNull();
  });
});
