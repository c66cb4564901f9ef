// What the colours mean, drawn with the board's own cells so every unit on the board has its swatch: units on sale
// (sale, assignment) are bright when they match the filter and pale when they do not; the others (reserve, sold,
// fund shown as locked) never match (CELL_STATUSES_ON_SALE), so the board always draws them pale, and so does this.
// Then the letters of the board's special floors.
import { floorLetters } from '#shared/chessboard/layout.ts';
import { CellStatus, isOnSale, type TCellStatus, type TRowType } from '#shared/enums.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { LockIcon } from '#app/components/ui/icons.tsx';
import grid from './chess-grid.module.css';
import styles from './chess-legend.module.css';

const ORDER = [CellStatus.sale, CellStatus.assignment, CellStatus.reserve, CellStatus.sold, CellStatus.fund];

function Swatch({ status, relevant }: { status: TCellStatus; relevant: boolean }) {
  return (
    <span
      className={[grid.cell, styles.swatch].join(' ')}
      data-status={CellStatus.keyOf(status)}
      data-relevant={relevant || undefined}
      aria-hidden="true"
    >
      {status === CellStatus.fund && <LockIcon size={11} />}
    </span>
  );
}

/** rows: the board's floors, whose letters («П», «Ц», «М», «Д») the legend explains. */
export function ChessLegend({ rows = [] }: { rows?: readonly { type: TRowType; disabled?: boolean }[] }) {
  const onSale = ORDER.filter(isOnSale);
  return (
    <ul className={[styles.legend, grid.palette].join(' ')} aria-label={realtyTexts.chess.legend}>
      {ORDER.map((status) => (
        <li key={status} className={styles.item}>
          <Swatch status={status} relevant={isOnSale(status)} />
          {CellStatus.title(status)}
        </li>
      ))}
      <li className={styles.item}>
        <span className={styles.pair}>
          {onSale.map((status) => (
            <Swatch key={status} status={status} relevant={false} />
          ))}
        </span>
        {realtyTexts.chess.notRelevant}
      </li>
      {floorLetters(rows).map(({ letter, title }) => (
        <li key={letter} className={styles.item} data-testid="floor-letter">
          <span className={styles.letter} aria-hidden="true">
            {letter}
          </span>
          {title}
        </li>
      ))}
    </ul>
  );
}
