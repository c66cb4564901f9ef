// The complex page's «Ход строительства»: per published building, its monthly reports newest first — the month,
// the percent as a bar, what was done, the video link and the photos' gallery; older months fold away. The follow
// toggle sits in the heading. Shown when a building has a report, or to offer following before the first one.
import { useEffect, useRef } from 'react';
import type { TProgressReport } from '#shared/schemas/progress.ts';
import { fill } from '#shared/texts/ru.ts';
import { monthHeading, progressTexts } from '#shared/texts/progress.ts';
import { ExternalIcon } from '#app/components/ui/icons.tsx';
import { useObjectProgress } from '#app/resources/progress.ts';
import page from '#app/styles/object-page.module.css';
import { whenQueries } from '../price-history/when-queries.tsx';
import { FollowToggle } from './follow-toggle.tsx';
import { ProgressGallery } from './progress-gallery.tsx';
import styles from './progress.module.css';

const t = progressTexts.page;

/** The notice opens `#progress`: the page scrolls to it once it is drawn. */
export const PROGRESS_SECTION_ID = 'progress';

function Percent({ value }: { value: number }) {
  return (
    <div className={styles.percent}>
      <span className={styles.percentValue}>{fill(progressTexts.percent, value)}</span>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label={t.percentLabel}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span className={styles.barFill} style={{ width: `${value}%` }} />
      </span>
    </div>
  );
}

function ReportBody({ report, title }: { report: TProgressReport; title: string }) {
  return (
    <div className={styles.reportBody}>
      <Percent value={report.percent} />
      {report.text && <p className={styles.text}>{report.text}</p>}
      <ProgressGallery photos={report.photos} label={fill(t.gallery, title.toLowerCase())} />
      {report.videoUrl && (
        <a className={styles.video} href={report.videoUrl} target="_blank" rel="noopener noreferrer nofollow">
          {t.video}
          <ExternalIcon />
        </a>
      )}
    </div>
  );
}

function ProgressTimelineLoaded({
  objectId,
  canFollow,
  snapshot,
}: {
  objectId: number;
  canFollow: boolean;
  /** A sent link's key: the client's view of a collection. */
  snapshot?: string;
}) {
  const query = useObjectProgress(objectId, snapshot);
  const section = useRef<HTMLElement>(null);
  const data = query.data;
  useEffect(() => {
    if (data && window.location.hash === `#${PROGRESS_SECTION_ID}`) section.current?.scrollIntoView();
  }, [data]);
  if (!data) return null;
  const empty = data.buildings.length === 0;
  if (empty && !canFollow) return null;
  return (
    <section
      ref={section}
      id={PROGRESS_SECTION_ID}
      className={styles.timeline}
      aria-labelledby="progress-title"
      data-testid="progress-timeline"
    >
      <div className={styles.head}>
        <h2 id="progress-title" className={page.sectionTitle}>
          {t.title}
        </h2>
        {canFollow && <FollowToggle objectId={objectId} following={data.following} />}
      </div>
      {empty && <p className={styles.empty}>{t.empty}</p>}
      {data.buildings.map((building) => (
        <div key={building.pavilionId} className={styles.building}>
          {data.buildings.length > 1 && <h3 className={styles.buildingName}>{building.name}</h3>}
          <ol className={styles.months}>
            {building.reports.map((report, i) => {
              const title = monthHeading(report.month);
              return (
                <li key={report.id} className={styles.month} data-testid="progress-month">
                  {i === 0 ? (
                    <>
                      <h4 className={styles.monthTitle}>
                        <time dateTime={report.month.slice(0, 7)}>{title}</time>
                      </h4>
                      <ReportBody report={report} title={title} />
                    </>
                  ) : (
                    <details className={styles.older}>
                      <summary className={styles.monthTitle}>
                        <time dateTime={report.month.slice(0, 7)}>{title}</time>
                        <span className={styles.summaryPercent}>
                          {fill(progressTexts.percent, report.percent)}
                        </span>
                      </summary>
                      <ReportBody report={report} title={title} />
                    </details>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </section>
  );
}

export const ProgressTimeline = whenQueries(ProgressTimelineLoaded);
