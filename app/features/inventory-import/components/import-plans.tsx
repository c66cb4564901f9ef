// Plan images of an import: in the dry run, how many units name a plan and how many pictures will be stored; in the
// log, how many were stored after the apply, which failed and why («План кв. 12: адрес не отвечает»).
import type { TImportPreview, TImportRun } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import styles from './import.module.css';

const t = importTexts.ui;

export function PlansPreview({ plans }: { plans: TImportPreview['plans'] }) {
  if (plans.units === 0) return null;
  return (
    <p className={styles.hint} data-testid="import-plans">
      {fill(t.plansPreview, plans.units, plans.images, plans.toStore)}
    </p>
  );
}

export function PlansLog({ plans }: { plans: TImportRun['plans'] }) {
  if (!plans || plans.total === 0) return null;
  const pending = plans.total - plans.stored - plans.failed;
  const parts = [fill(t.plansLog, plans.stored, plans.total)];
  if (plans.failed) parts.push(fill(t.plansFailed, plans.failed));
  if (pending > 0) parts.push(fill(t.plansPending, pending));
  return (
    <div data-testid="import-run-plans">
      <span className={styles.hint}>{parts.join(', ')}</span>
      {plans.issues.length > 0 && (
        <ul className={styles.problems}>
          {plans.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
