// The badges under a complex's title: promotion, finished, new, cottages, not published.
import { Structure } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import styles from './object-view.module.css';

type Badge = { key: string; text: string; tone: 'action' | 'success' | 'primary' | 'neutral' | 'danger' };

export function objectBadges(
  object: Pick<TObjectFull, 'isAction' | 'isFinished' | 'isNew' | 'type' | 'published'>,
): Badge[] {
  const badges: Badge[] = [];
  if (!object.published)
    badges.push({ key: 'unpublished', text: realtyTexts.badges.unpublished, tone: 'danger' });
  if (object.isAction) badges.push({ key: 'action', text: realtyTexts.badges.action, tone: 'action' });
  if (object.isNew) badges.push({ key: 'new', text: realtyTexts.badges.new, tone: 'primary' });
  if (object.isFinished) badges.push({ key: 'finished', text: realtyTexts.badges.finished, tone: 'success' });
  if (object.type === Structure.cottage)
    badges.push({ key: 'cottage', text: realtyTexts.badges.cottage, tone: 'neutral' });
  return badges;
}

export function Badges({ badges }: { badges: readonly Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {badges.map((b) => (
        <li key={b.key} data-tone={b.tone}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}
