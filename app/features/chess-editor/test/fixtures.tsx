// Test helpers: a back-office section from a drawn grid, and the providers the editor's parts need.
import type { ReactNode } from 'react';
import { act, fireEvent } from '@testing-library/react';
import { gridFrom } from '#shared/chessboard/test-grid.ts';
import { CellStatus } from '#shared/enums.ts';
import type { TBackofficeSection } from '#shared/schemas/chess.ts';
import { withProviders as inProviders } from '#app/test/render-app.tsx';

/** A saved section shaped like the API's answer: every item has an id, units are on sale without figures. */
export function apiSection(art: readonly string[]): TBackofficeSection {
  const model = gridFrom(art);
  let id = 0;
  return {
    id: 7,
    version: 1,
    name: 'Секция 1',
    published: false,
    rowsCount: model.rowsCount,
    colsCount: model.colsCount,
    rows: model.rows.map((r) => ({
      id: ++id,
      version: 1,
      bbox: [...r.bbox],
      disabled: r.disabled,
      type: r.type,
      name: r.name,
      plan: null,
    })),
    cols: model.cols.map((c) => ({
      id: ++id,
      version: 1,
      bbox: [...c.bbox],
      disabled: c.disabled,
      name: c.name,
    })),
    cells: model.cells.map((c) => ({
      id: ++id,
      version: 1,
      bbox: [...c.bbox],
      disabled: c.disabled,
      data: {
        status: CellStatus.sale,
        number: null,
        area: null,
        price: null,
        squarePrice: null,
        cntApart: null,
        interior: null,
        isAction: false,
        plan: null,
        relevant: true,
        floor: null,
      },
      offers: [],
    })),
    pavilionId: 3,
    objectId: 1,
    dateBuild: null,
    isFinished: false,
    pavilion: { id: 3, name: 'Корпус 1', published: false },
    object: { id: 1, title: 'ЖК Тест' },
  };
}

/** Where a sheet of the section saves: its building, its id and the version it was read at. */
export const sheetTarget = (section: TBackofficeSection) => ({
  pavilionId: section.pavilionId,
  sectionId: section.id,
  sectionVersion: section.version,
});

/** Wraps in a data router (the editor blocks navigation), a query client and the dialogs. */
export const withProviders = (ui: ReactNode, path = '/builder_cabinet/1/3/7#edit') => inProviders(ui, path);

// jsdom has no layout: the grid's origin sits at (0, 0), so a unit (row r, col c) is under (c·42 + 20, r·42 + 20).
export const at = (row: number, col: number) => ({ clientX: col * 42 + 20, clientY: row * 42 + 20 });

/** A mouse drag over the editor's grid from one unit to another. */
export function dragMouse(from: [number, number], to: [number, number]) {
  const cell = document.querySelector<HTMLElement>('[data-kind="cell"]')!;
  act(() => {
    fireEvent.pointerDown(cell, { pointerId: 1, button: 0, pointerType: 'mouse', ...at(...from) });
    fireEvent.pointerMove(window, { pointerId: 1, pointerType: 'mouse', ...at(...to) });
    fireEvent.pointerUp(window, { pointerId: 1, pointerType: 'mouse', ...at(...to) });
  });
}

export const cells = () => document.querySelectorAll('[data-kind="cell"]');
