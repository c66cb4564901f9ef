import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelectionPainter } from './use-selection-painter.ts';

function board() {
  const grid = document.createElement('div');
  grid.innerHTML = ['A', 'B', 'C']
    .map((key) => `<button data-kind="cell" data-key="${key}"></button>`)
    .join('');
  return grid;
}

const flags = (grid: HTMLElement, name: string) =>
  [...grid.querySelectorAll<HTMLElement>(`[${name}]`)].map((element) => element.dataset.key);

describe('[chess-editor] selection painter', () => {
  it('[chess-editor] touches only what changed and leaves the board as React would render it', () => {
    const grid = board();
    grid.querySelector('[data-key="A"]')!.setAttribute('data-selected', 'true');
    const { result } = renderHook(() => useSelectionPainter({ current: grid }));
    const none = new Set<string>();
    result.current.begin({ selected: new Set(['A']), lineSelected: none });
    result.current.paint({ selected: new Set(['A', 'B']), lineSelected: none });
    expect(flags(grid, 'data-selected')).toEqual(['A', 'B']);
    expect(grid.querySelector('[data-key="B"]')!.getAttribute('aria-pressed')).toBe('true');
    result.current.paint({ selected: new Set(['C']), lineSelected: new Set(['B']) });
    expect(flags(grid, 'data-selected')).toEqual(['C']);
    expect(flags(grid, 'data-line-selected')).toEqual(['B']);
    expect(grid.querySelector('[data-key="A"]')!.getAttribute('aria-pressed')).toBe('false');
    result.current.end();
    result.current.paint({ selected: new Set(['A']), lineSelected: none });
    expect(flags(grid, 'data-selected')).toEqual(['C']);
  });
});
