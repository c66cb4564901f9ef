// A followed complex's new construction report (ProgressReport, payload TProgressNotice) in Russian, leading to the
// complex page's «Ход строительства».
import type { TNotification } from '#shared/schemas/notification.ts';
import type { TProgressNotice } from '#shared/schemas/progress.ts';
import { NotificationType } from '#shared/enums.ts';
import { fill } from '#shared/texts/ru.ts';
import { monthTitle, progressTexts } from '#shared/texts/progress.ts';
import { paths } from '#app/lib/paths.ts';
import type { NotificationView } from './describe.ts';

/** The complex page's section the notice opens. */
export const PROGRESS_ANCHOR = 'progress';

/** null for any other notification. */
export function describeProgress(
  notification: Pick<TNotification, 'type' | 'data'>,
): NotificationView | null {
  if (notification.type !== NotificationType.progressReport) return null;
  const p = notification.data?.payload as Partial<TProgressNotice> | null;
  if (!p || typeof p.objectId !== 'number' || typeof p.month !== 'string') return null;
  return {
    text: fill(
      progressTexts.notice.text,
      p.objectTitle ?? '',
      p.building ?? '',
      monthTitle(p.month),
      p.percent ?? 0,
    ),
    tone: 'info',
    link: { to: `${paths.realty(p.objectId)}#${PROGRESS_ANCHOR}`, label: progressTexts.notice.open },
  };
}
