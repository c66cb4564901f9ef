// The dry run's answer: counts, each building's and section's changes, the problems to fix (no apply while there
// are any), the conflicts the apply leaves alone, and the first rows as they will be written.
import { CellStatus, type TCellStatus } from '#shared/enums.ts';
import { formatArea, formatPrice } from '#shared/format.ts';
import type { TImportPreview } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { Button } from '#app/components/ui/button.tsx';
import { PlansPreview } from './import-plans.tsx';
import card from '#app/styles/card.module.css';
import text from '#app/styles/text.module.css';
import styles from './import.module.css';

const t = importTexts.ui;
const statusTitle = (s: number | null) => (s === null ? '' : CellStatus.title(s as TCellStatus));

function Counts({ preview }: { preview: TImportPreview }) {
  const items = [
    ['create', t.create, preview.create],
    ['update', t.update, preview.update],
    ['remove', t.remove, preview.remove],
    ['keep', t.unchanged, preview.keep],
  ] as const;
  return (
    <ul className={styles.counts}>
      {items.map(([key, label, value]) => (
        <li
          key={key}
          className={`${styles.count} ${key === 'create' ? styles.create : key === 'remove' ? styles.remove : ''}`}
          data-testid={`import-count-${key}`}
        >
          <span className={styles.countValue}>{value}</span>
          <span className={text.secondary}>{label}</span>
        </li>
      ))}
    </ul>
  );
}

export function ImportPreview({
  preview,
  applying,
  onApply,
}: {
  preview: TImportPreview;
  applying: boolean;
  onApply: () => void;
}) {
  const nothing = preview.problemsTotal === 0 && !preview.canApply;
  return (
    <section className={styles.block} aria-label={t.preview} data-testid="import-preview">
      <h3 className={card.title}>{t.preview}</h3>
      <Counts preview={preview} />
      <PlansPreview plans={preview.plans} />
      {preview.problemsTotal > 0 && (
        <div className={styles.block}>
          <h4 className={card.title}>
            {t.problems}: {preview.problemsTotal}
          </h4>
          <p className={styles.hint}>{t.problemsHint}</p>
          <ul className={styles.problems} role="alert" data-testid="import-problems">
            {preview.problems.map((p, i) => (
              <li key={`${p.row}-${p.field}-${i}`}>{p.message}</li>
            ))}
          </ul>
        </div>
      )}
      {preview.conflicts.length > 0 && (
        <div className={styles.block}>
          <h4 className={card.title}>
            {t.conflicts}: {preview.conflicts.length}
          </h4>
          <p className={styles.hint}>{t.conflictsHint}</p>
          <ul className={styles.conflicts} data-testid="import-conflicts">
            {preview.conflicts.map((c) => (
              <li key={c.cellId}>
                {c.building}, {c.section}, № {c.number}: {c.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.sections.length > 0 && (
        <div className={styles.scroller}>
          <table className={styles.table} data-testid="import-sections">
            <thead>
              <tr>
                <th>{t.building}</th>
                <th>{t.section}</th>
                <th className={styles.num}>{t.create}</th>
                <th className={styles.num}>{t.update}</th>
                <th className={styles.num}>{t.remove}</th>
              </tr>
            </thead>
            <tbody>
              {preview.sections.map((s) => (
                <tr key={`${s.building}\u0000${s.section}`}>
                  <td>{s.building}</td>
                  <td>{s.section}</td>
                  <td className={styles.num}>{s.create}</td>
                  <td className={styles.num}>{s.update}</td>
                  <td className={styles.num}>{s.remove}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {preview.firstRows.length > 0 && (
        <div className={styles.block}>
          <h4 className={card.title}>{t.firstRows}</h4>
          <div className={styles.scroller}>
            <table className={styles.table} data-testid="import-rows">
              <thead>
                <tr>
                  <th className={styles.num}>{t.row}</th>
                  <th>{t.action}</th>
                  <th>{t.building}</th>
                  <th>{t.section}</th>
                  <th className={styles.num}>{importTexts.columns.floor.title}</th>
                  <th>{importTexts.columns.number.title}</th>
                  <th>{importTexts.columns.rooms.title}</th>
                  <th className={styles.num}>{importTexts.columns.area.title}</th>
                  <th className={styles.num}>{importTexts.columns.price.title}</th>
                  <th>{importTexts.columns.status.title}</th>
                </tr>
              </thead>
              <tbody>
                {preview.firstRows.map((r) => (
                  <tr key={r.row}>
                    <td className={styles.num}>{r.row}</td>
                    <td>{t.actions[r.action]}</td>
                    <td>{r.building}</td>
                    <td>{r.section}</td>
                    <td className={styles.num}>{r.floor}</td>
                    <td>{r.number}</td>
                    <td>{r.rooms ?? '—'}</td>
                    <td className={styles.num}>{r.area === null ? '—' : formatArea(r.area)}</td>
                    <td className={styles.num}>
                      {r.action === 'update' && r.oldPrice !== null && r.oldPrice !== r.price && (
                        <span className={styles.old}>{formatPrice(r.oldPrice)}</span>
                      )}
                      {r.price === null ? '—' : formatPrice(r.price)}
                    </td>
                    <td>{statusTitle(r.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {nothing && <p className={styles.hint}>{t.nothing}</p>}
      <div className={styles.actions}>
        <Button onClick={onApply} disabled={!preview.canApply} loading={applying} data-testid="import-apply">
          {t.apply}
        </Button>
      </div>
    </section>
  );
}
