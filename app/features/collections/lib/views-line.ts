// «Открыта 3 раза, последний раз сегодня в 14:05»: how often the collection's links were opened, the last time told
// as today, yesterday or a date, in the viewer's time.
import { countOf, LOCALE } from '#shared/format.ts';
import type { TCollectionViews } from '#shared/schemas/collections-live.ts';
import { fill } from '#shared/texts/ru.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';

const t = liveTexts.views;

const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

export function lastOpened(at: string, now: Date): string {
  const date = new Date(at);
  const time = date.toLocaleTimeString(LOCALE, { hour: '2-digit', minute: '2-digit' });
  const days = Math.round((dayOf(now) - dayOf(date)) / 86_400_000);
  if (days === 0) return fill(t.today, time);
  if (days === 1) return fill(t.yesterday, time);
  return fill(t.onDate, date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'long' }), time);
}

export function viewsLine(views: TCollectionViews, now: Date): string {
  if (views.total === 0 || !views.lastAt) return t.never;
  return fill(t.opened, countOf(views.total, t.times), lastOpened(views.lastAt, now));
}
