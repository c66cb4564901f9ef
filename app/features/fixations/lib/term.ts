// «Осталось 12 дней» and «до 12.12.2026»: what an active fixation has left, in whole days (rounded up, so the last
// day still reads «Осталось 1 день»).
import { countOf, formatDate } from '#shared/format.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { fill } from '#shared/texts/ru.ts';

const t = fixationTexts.screen;
const DAY = 86_400_000;

export interface Term {
  left: string;
  until: string;
  /** Three days or less: the card says it in the warning colour. */
  soon: boolean;
}

export function termOf(fixation: Pick<TFixation, 'state' | 'validUntil'>, now: number): Term | null {
  if (fixation.state !== 'active' || !fixation.validUntil) return null;
  const end = new Date(fixation.validUntil).getTime();
  const days = Math.max(1, Math.ceil((end - now) / DAY));
  return {
    left: fill(t.left, countOf(days, t.days)),
    until: fill(t.until, formatDate(end)),
    soon: end - now <= 3 * DAY,
  };
}
