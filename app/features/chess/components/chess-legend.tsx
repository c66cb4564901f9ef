// What the colours mean: the statuses (fund shown as locked), and highlighted versus dimmed for the filter.
import { CellStatus } from '#shared/enums.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { LockIcon } from '#app/components/ui/icons.tsx';
import grid from './chess-grid.module.css';
import styles from './chess-legend.module.css';

const ORDER = [CellStatus.sale, CellStatus.assignment, CellStatus.reserve, CellStatus.sold, CellStatus.fund];

export function ChessLegend() {
  return (
    <ul className={[styles.legend, grid.palette].join(' ')} aria-label={realtyTexts.chess.legend}>
      {ORDER.map((status) => (
        <li key={status} className={styles.item}>
          <span
            className={[grid.cell, styles.swatch].join(' ')}
            data-status={CellStatus.keyOf(status)}
            data-relevant
          >
            {status === CellStatus.fund && <LockIcon size={11} />}
          </span>
          {CellStatus.title(status)}
        </li>
      ))}
      <li className={styles.item}>
        <span className={[grid.cell, styles.swatch].join(' ')} data-status="sale" data-relevant />
        {realtyTexts.chess.relevant}
      </li>
      <li className={styles.item}>
        <span className={[grid.cell, styles.swatch].join(' ')} data-status="sale" />
        {realtyTexts.chess.notRelevant}
      </li>
    </ul>
  );
}
