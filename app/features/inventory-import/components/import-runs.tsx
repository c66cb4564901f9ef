// The log of a complex's imports, newest first: when, from what, by whom, with what result (and its plan images).
import { formatDateTime } from '#shared/format.ts';
import type { TImportRun } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import { PlansLog } from './import-plans.tsx';
import card from '#app/styles/card.module.css';
import styles from './import.module.css';

const t = importTexts.ui;

export function ImportRuns({ runs }: { runs: readonly TImportRun[] }) {
  return (
    <section className={styles.block} aria-label={t.log}>
      <h3 className={card.title}>{t.log}</h3>
      {runs.length === 0 ? (
        <p className={styles.hint}>{t.logEmpty}</p>
      ) : (
        <ul className={styles.list} data-testid="import-runs">
          {runs.map((run) => (
            <li key={run.id} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.state} data-state={run.state}>
                  {importTexts.states[run.state]}
                </span>
                <span className={styles.hint}>{formatDateTime(run.appliedAt ?? run.createdAt)}</span>
              </div>
              <span className={styles.url}>
                {importTexts.sources[run.source]}
                {run.fileName ? `: ${run.fileName}` : run.feedUrl ? `: ${run.feedUrl}` : ''}
                {run.by ? ` · ${run.by}` : ''}
              </span>
              <span className={styles.hint}>
                {fill(t.counts, run.counts.create, run.counts.update, run.counts.remove)}
              </span>
              {run.error && <p className={styles.error}>{run.error}</p>}
              <PlansLog plans={run.plans} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
