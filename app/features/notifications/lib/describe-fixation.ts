// Client fixation's notifications (Fixation*, the fixation as payload) in Russian: the client, the complex, the date
// or the reason, and the screen to open: the agent's «Фиксации» or the builder's «Фиксации клиентов».
import { formatDate } from '#shared/format.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationNotificationTexts as n } from '#shared/texts/notifications.ts';
import { fill } from '#shared/texts/ru.ts';
import { paths } from '#app/lib/paths.ts';
import type { NotificationTone, NotificationView } from './describe.ts';

export const isFixationNotice = (type: string) => type.startsWith('Fixation');

const TONES: Record<string, NotificationTone> = {
  FixationRequested: 'info',
  FixationExtendRequested: 'info',
  FixationAccepted: 'success',
  FixationExtended: 'success',
  FixationRejected: 'danger',
  FixationExtendRefused: 'danger',
  FixationExpiring: 'warning',
  FixationExpired: 'warning',
};
/** The builder's managers hear of these; the agent of the rest. */
const FOR_BUILDER = new Set(['FixationRequested', 'FixationExtendRequested']);

function fixationOf(payload: unknown): TFixation | null {
  const f = payload as Partial<TFixation> | null;
  return f && typeof f.id === 'number' && f.client && typeof f.objectTitle === 'string'
    ? (f as TFixation)
    : null;
}

/** null for any other notification. */
export function describeFixation(
  notification: Pick<TNotification, 'type' | 'data'>,
): NotificationView | null {
  if (!isFixationNotice(notification.type)) return null;
  const fixation = fixationOf(notification.data?.payload);
  const template = (n as Record<string, string>)[notification.type];
  if (!fixation || !template) return null;
  const third =
    TONES[notification.type] === 'danger' ? (fixation.reason ?? '') : formatDate(fixation.validUntil);
  const builder = FOR_BUILDER.has(notification.type);
  return {
    text: fill(template, fixation.client.name, fixation.objectTitle, third),
    tone: TONES[notification.type] ?? 'info',
    link: builder
      ? { to: paths.builderFixations(), label: n.openBuilder }
      : { to: paths.myFixations(), label: n.openMine },
  };
}
