/** @jsxImportSource preact */
// One section's chessboard laid out by shared/chessboard: floors on the left, risers on top; free units that match
// the filter stand out, taken ones are grey. A tap opens the unit's card.
import { useMemo } from 'preact/hooks';
import { placeReaderSection, sectionTemplate } from '#shared/chessboard/section-grid.ts';
import { matchesEmbedFilter, isFreeUnit, type EmbedFilter } from '#shared/embed.ts';
import { CellStatus, Layout, layoutShort } from '#shared/enums.ts';
import { formatArea, formatPrice, formatPriceShort } from '#shared/format.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import { fill } from '#shared/texts/ru.ts';
import { embedTexts as t } from '#shared/texts/embed.ts';

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
  const placed = useMemo(() => placeReaderSection(props.view), [props.view]);
  return (
    <div class="board">
      <div
        class="grid"
        style={sectionTemplate(
          placed.layout,
          { col: '36px', row: '24px' },
          { col: 'minmax(52px, 1fr)', row: '52px' },
        )}
      >
        {placed.risers.map((riser) => (
          <span key={riser.col.id} class="col-head" style={{ gridRow: '1', gridColumn: riser.gridColumn }}>
            {riser.label}
          </span>
        ))}
        {placed.floors.map((row) => (
          <span key={row.row.id} class="row-head" style={{ gridRow: row.gridRow, gridColumn: '1' }}>
            {row.label}
          </span>
        ))}
        {placed.units.map(({ cell, gridRow, gridColumn }) => {
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
