// Choosing the building and the section whose chessboard is shown.
import type { TPavilionSummary } from '#shared/schemas/object.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import layout from '#app/styles/layout.module.css';
import styles from './section-picker.module.css';

export function SectionPicker({
  pavilions,
  sectionId,
  onChange,
}: {
  pavilions: readonly TPavilionSummary[];
  sectionId: number | null;
  onChange: (sectionId: number) => void;
}) {
  const current = pavilions.find((p) => p.sections.some((s) => s.id === sectionId)) ?? pavilions[0];
  if (!current) return null;
  return (
    <div className={styles.picker}>
      {pavilions.length > 1 && (
        <div className={layout.scrollRow} role="group" aria-label={realtyTexts.chess.building}>
          {pavilions.map((p) => (
            <button
              key={p.id}
              type="button"
              className={styles.chip}
              aria-pressed={p.id === current.id}
              data-unpublished={!p.published || undefined}
              disabled={p.sections.length === 0}
              onClick={() => p.sections[0] && onChange(p.sections[0].id)}
            >
              {p.name}
            </button>
          ))}
        </div>
      )}
      <div className={layout.scrollRow} role="group" aria-label={realtyTexts.chess.section}>
        {current.sections.map((s) => (
          <button
            key={s.id}
            type="button"
            className={styles.chip}
            data-small
            aria-pressed={s.id === sectionId}
            data-unpublished={!s.published || undefined}
            onClick={() => onChange(s.id)}
          >
            {s.name}
          </button>
        ))}
      </div>
    </div>
  );
}
