/** @jsxImportSource preact */
// One section's chessboard laid out by shared/chessboard: floors on the left, risers on top; free units that match
// the filter stand out, taken ones are grey. A tap opens the unit's card.
import { useMemo } from 'preact/hooks';
import { buildLayout, gridPlacement, rowLabel } from '#shared/chessboard/layout.ts';
import { matchesEmbedFilter, isFreeUnit, type EmbedFilter } from '#shared/embed.ts';
import { CellStatus, Layout, layoutShort } from '#shared/enums.ts';
import { formatArea, formatPrice, formatPriceShort } from '#shared/format.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import { fill } from '#shared/texts/ru.ts';
import { embedTexts as t } from '#shared/texts/embed.ts';

function place(view: TChessView) {
  const layout = buildLayout(view, { rowOffset: 1, colOffset: 1 });
  return {
    columns: layout.shownCols.length,
    rowsShown: layout.shownRows.length,
    cells: view.cells.flatMap((cell) => {
      const at = cell.disabled ? null : gridPlacement(layout, cell.bbox);
      return at ? [{ cell, ...at }] : [];
    }),
    rows: view.rows.flatMap((row) => {
      const at = row.disabled ? null : gridPlacement(layout, row.bbox);
      return at ? [{ id: row.id, gridRow: at.gridRow, label: rowLabel(row) }] : [];
    }),
    cols: view.cols.flatMap((col) => {
      const at = col.disabled ? null : gridPlacement(layout, col.bbox);
      return at ? [{ id: col.id, gridColumn: at.gridColumn, label: col.name }] : [];
    }),
  };
}

const label = (cell: TChessViewCell) =>
  [
    cell.data.number ? fill(t.card.title, cell.data.number) : t.card.untitled,
    cell.data.cntApart ? Layout.title(cell.data.cntApart) : '',
    formatArea(cell.data.area),
    isFreeUnit(cell.data) ? formatPrice(cell.data.price) : CellStatus.title(cell.data.status),
  ]
    .filter(Boolean)
    .join(', ');

export function Grid(props: {
  view: TChessView;
  filter: EmbedFilter;
  selected: number | null;
  onPick: (cell: TChessViewCell, element: HTMLElement) => void;
}) {
  const placed = useMemo(() => place(props.view), [props.view]);
  return (
    <div class="board">
      <div
        class="grid"
        style={{
          gridTemplateColumns: `36px repeat(${placed.columns}, minmax(52px, 1fr))`,
          gridTemplateRows: `24px repeat(${placed.rowsShown}, 52px)`,
        }}
      >
        {placed.cols.map((col) => (
          <span key={col.id} class="col-head" style={{ gridRow: '1', gridColumn: col.gridColumn }}>
            {col.label}
          </span>
        ))}
        {placed.rows.map((row) => (
          <span key={row.id} class="row-head" style={{ gridRow: row.gridRow, gridColumn: '1' }}>
            {row.label}
          </span>
        ))}
        {placed.cells.map(({ cell, gridRow, gridColumn }) => {
          const free = isFreeUnit(cell.data);
          const state = !free ? 'taken' : matchesEmbedFilter(cell.data, props.filter) ? 'match' : 'free';
          return (
            <button
              key={cell.id}
              type="button"
              class="unit"
              data-state={state}
              data-testid="embed-unit"
              aria-pressed={props.selected === cell.id}
              aria-label={label(cell)}
              style={{ gridRow, gridColumn }}
              onClick={(event) => props.onPick(cell, event.currentTarget as HTMLElement)}
            >
              {cell.data.cntApart != null && <b>{layoutShort[cell.data.cntApart]}</b>}
              {free && cell.data.price != null && (
                <small>{formatPriceShort(cell.data.price).replace(' ₽', '')}</small>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
