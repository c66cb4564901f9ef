// The building page's «Ход строительства» (back-office): its monthly reports newest first with their photos, added,
// changed and deleted by the company's owner or a member with `publish`; others read.
import { useState } from 'react';
import { countOf } from '#shared/format.ts';
import type { TProgressReport } from '#shared/schemas/progress.ts';
import { fill } from '#shared/texts/ru.ts';
import { monthHeading, monthTitle, progressTexts } from '#shared/texts/progress.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { PlusIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useDeleteProgressReport, usePavilionProgress } from '#app/resources/progress.ts';
import { ReportForm } from './report-form.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './progress-editor.module.css';

const t = progressTexts.backoffice;

/** 'YYYY-MM' of today in Moscow: the newest month a report may be for. */
const moscowMonth = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);

export function ProgressEditor({ pavilionId }: { pavilionId: number }) {
  const query = usePavilionProgress(pavilionId);
  const remove = useDeleteProgressReport(pavilionId);
  const confirm = useConfirm();
  // null: no form; 'new'; or the report edited.
  const [editing, setEditing] = useState<'new' | TProgressReport | null>(null);

  if (query.isPending) return <Spinner />;
  if (query.isError) return <p className={styles.error}>{errorText(query.error)}</p>;
  const { reports, canEdit, pavilion } = query.data;

  const askDelete = async (report: TProgressReport) => {
    if (!(await confirm({ title: fill(t.deleteConfirm, monthTitle(report.month)), danger: true }))) return;
    remove.mutate(report.id, {
      onSuccess: () => toast(t.deleted, { tone: 'success' }),
      onError: (error) => toast(errorText(error), { tone: 'error' }),
    });
  };

  return (
    <section className={styles.editor} aria-labelledby="progress-editor-title" data-testid="progress-editor">
      <div className={layout.spread}>
        <h2 id="progress-editor-title" className={styles.title}>
          {progressTexts.title}
        </h2>
        {canEdit && editing === null && (
          <Button size="sm" icon={<PlusIcon size={18} />} onClick={() => setEditing('new')}>
            {t.add}
          </Button>
        )}
      </div>
      {!pavilion.published && <p className={styles.note}>{t.hiddenBuilding}</p>}
      {editing === 'new' && (
        <ReportForm
          pavilionId={pavilionId}
          report={null}
          defaultPercent={reports[0]?.percent ?? 0}
          thisMonth={moscowMonth()}
          onDone={() => setEditing(null)}
        />
      )}
      {reports.length === 0 && editing === null && <p className={styles.note}>{t.empty}</p>}
      <ol className={styles.list}>
        {reports.map((report) =>
          editing !== 'new' && editing?.id === report.id ? (
            <li key={report.id}>
              <ReportForm
                pavilionId={pavilionId}
                report={report}
                defaultPercent={report.percent}
                thisMonth={moscowMonth()}
                onDone={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={report.id} className={styles.row} data-testid="progress-report">
              <div className={styles.rowMain}>
                <strong>{monthHeading(report.month)}</strong>
                <span className={styles.percent}>{fill(progressTexts.percent, report.percent)}</span>
                <span className={styles.meta}>{countOf(report.photos.length, t.photosCount)}</span>
              </div>
              {report.photos.length > 0 && (
                <div className={styles.thumbs}>
                  {report.photos.slice(0, 6).map((p) => (
                    <img key={p.image.id} src={p.image.s} alt={p.caption} className={styles.thumb} />
                  ))}
                </div>
              )}
              {report.text && <p className={styles.text}>{report.text}</p>}
              {canEdit && (
                <div className={styles.rowActions}>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(report)}>
                    {t.edit}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => void askDelete(report)}>
                    {t.delete}
                  </Button>
                </div>
              )}
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
