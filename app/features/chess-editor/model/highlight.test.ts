import { describe, expect, it } from 'vitest';
import { gridFrom } from '#shared/chessboard/test-grid.ts';
import { highlight } from './highlight.ts';

describe('[chess-editor] what a selection lights up', () => {
  const section = gridFrom(['AAB', 'AAC', 'DEF']);

  it('[chess-editor] selected units are the selection itself, no line is lit', () => {
    const lit = highlight(section, { kind: 'cells', keys: ['A', 'F'] });
    expect([...lit.selected]).toEqual(['A', 'F']);
    expect(lit.lineSelected.size).toBe(0);
  });

  it('[chess-editor] a selected floor lights every unit standing on it, a merged one too', () => {
    const lit = highlight(section, { kind: 'rows', keys: ['r1'] });
    expect([...lit.selected]).toEqual(['r1']);
    expect([...lit.lineSelected].sort()).toEqual(['A', 'C']);
  });

  it('[chess-editor] a selected riser lights its column', () => {
    const lit = highlight(section, { kind: 'cols', keys: ['c2'] });
    expect([...lit.lineSelected].sort()).toEqual(['B', 'C', 'F']);
    expect(highlight(section, { kind: 'cols', keys: [] }).lineSelected.size).toBe(0);
  });
});
