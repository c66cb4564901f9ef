// What the colours of the grid mean.
import { CellStatus } from '#shared/enums.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import grid from './chess-grid.module.css';
import styles from './chess-editor.module.css';

export function Legend() {
  return (
    <ul className={styles.legend} aria-label={chessEditorTexts.editor.legend}>
      {CellStatus.options.map((option) => (
        <li key={option.key}>
          <span className={grid.swatch} data-tone={option.key} aria-hidden="true" />
          {option.title}
        </li>
      ))}
    </ul>
  );
}
