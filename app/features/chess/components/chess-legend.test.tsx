import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CellStatus, isOnSale, RowType } from '#shared/enums.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import { ChessGrid } from './chess-grid.tsx';
import { ChessLegend } from './chess-legend.tsx';
import { chessFixture } from '../test/chess-fixture.ts';

/** How a unit or a swatch is drawn: its status colour, bright or pale. */
const look = (el: Element) =>
  `${(el as HTMLElement).dataset.status}:${el.hasAttribute('data-relevant') ? 'bright' : 'pale'}`;

const legendItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Обозначения' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent === name)!;

/** A board with a unit of every status, each either matching the filter or not (as the server can answer). */
function everyKindOfUnit(): TChessView {
  const view = chessFixture();
  const template = view.cells.find((c) => c.id === 1)!;
  let id = 100;
  view.cells = CellStatus.ids.flatMap((status) =>
    [true, false]
      .filter((relevant) => !relevant || isOnSale(status))
      .map((relevant) => ({ ...template, id: id++, data: { ...template.data, status, relevant } })),
  );
  return view;
}

describe('[chess] the legend', () => {
  it('[chess] has a swatch drawn exactly like every unit the board can show', () => {
    for (const view of [chessFixture(), everyKindOfUnit()]) {
      const { container, unmount } = render(
        <>
          <ChessLegend />
          <ChessGrid view={view} onSelect={() => {}} />
        </>,
      );
      const swatches = new Set(
        [...screen.getByRole('list', { name: 'Обозначения' }).querySelectorAll('[data-status]')].map(look),
      );
      const units = [...container.querySelectorAll('[data-cell-id]')].map(look);
      expect(units.length).toBeGreaterThan(0);
      for (const unit of units) expect(swatches, unit).toContain(unit);
      unmount();
    }
  });

  it('[chess] shows reserve, sold and the fund pale, as the board always draws them', () => {
    render(<ChessLegend />);
    for (const name of ['Бронь', 'Продано', 'Фонд застройщика']) {
      const swatch = legendItem(name).querySelector('[data-status]')!;
      expect(look(swatch), name).toMatch(/:pale$/);
    }
    expect(legendItem('Фонд застройщика').querySelector('svg')).not.toBeNull();
    for (const name of ['В продаже', 'Переуступка']) {
      expect(look(legendItem(name).querySelector('[data-status]')!), name).toMatch(/:bright$/);
    }
    // The units on sale that do not match the filter: both pale forms under one entry.
    const dimmed = [...legendItem('Не подходит под фильтр').querySelectorAll('[data-status]')].map(look);
    expect(dimmed).toEqual(['sale:pale', 'assignment:pale']);
  });
});

describe('[chess] the legend of floor letters', () => {
  it('[chess] explains each letter the board shows, and no other', () => {
    render(
      <ChessLegend
        rows={[
          { type: RowType.parking },
          { type: RowType.live },
          { type: RowType.duplex },
          { type: RowType.mansard, disabled: true },
        ]}
      />,
    );
    expect(screen.getAllByTestId('floor-letter').map((li) => li.textContent)).toEqual([
      'ППаркинг',
      'ДДуплекс',
    ]);
  });
});
