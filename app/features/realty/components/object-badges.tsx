// The badges under a complex's title: promotion, finished, new, cottages, not published; the same badge as on cards.
import { Structure } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import type { BadgeItem } from '#app/components/ui/badge.tsx';

export function objectBadges(
  object: Pick<TObjectFull, 'isAction' | 'isFinished' | 'isNew' | 'type' | 'published'>,
): BadgeItem[] {
  const badges: BadgeItem[] = [];
  if (!object.published) badges.push({ kind: 'draft', text: realtyTexts.badges.unpublished });
  if (object.isAction) badges.push({ kind: 'action', text: realtyTexts.badges.action });
  if (object.isNew) badges.push({ kind: 'new', text: realtyTexts.badges.new });
  if (object.isFinished) badges.push({ kind: 'finished', text: realtyTexts.badges.finished });
  if (object.type === Structure.cottage) badges.push({ kind: 'neutral', text: realtyTexts.badges.cottage });
  return badges;
}
