// The buildings of a complex with their sections and unit counts; each section opens its chessboard.
import { Link } from 'react-router';
import type { TPavilionSummary } from '#shared/schemas/object.ts';
import { countOf, formatQuarter } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { ChevronRightIcon } from '#app/components/ui/icons.tsx';
import styles from './buildings-list.module.css';

const t = realtyTexts.object;

export function BuildingsList({
  pavilions,
  chessHref,
}: {
  pavilions: readonly TPavilionSummary[];
  chessHref: (sectionId: number) => string;
}) {
  if (pavilions.length === 0) return <p className={styles.none}>{realtyTexts.chess.noSections}</p>;
  return (
    <div className={styles.list}>
      {pavilions.map((p) => (
        <article key={p.id} className={styles.building} data-unpublished={!p.published || undefined}>
          <header className={styles.head}>
            <h3 className={styles.name}>{p.name}</h3>
            <span className={styles.deadline}>
              {p.isFinished ? realtyTexts.chess.finished : formatQuarter(p.dateBuild)}
            </span>
          </header>
          {!p.published && <p className={styles.plate}>{t.pavilionUnpublished}</p>}
          <ul className={styles.sections}>
            {p.sections.map((s) => (
              <li key={s.id}>
                <Link
                  to={chessHref(s.id)}
                  className={styles.section}
                  data-unpublished={!s.published || undefined}
                >
                  <span className={styles.sectionName}>{s.name}</span>
                  <span className={styles.counts}>
                    {countOf(s.flatsCount, t.units)}
                    {s.saleCount > 0 && (
                      <span className={styles.onSale}>{fill(t.sectionOnSale, s.saleCount)}</span>
                    )}
                    {!s.published && <span className={styles.hidden}>{t.sectionUnpublished}</span>}
                  </span>
                  <ChevronRightIcon size={18} className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
