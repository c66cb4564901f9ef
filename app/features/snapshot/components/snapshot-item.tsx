// One item of a sent link: its card (the route gives it), what changed since sending as badges over it, greyed with
// the reason when it is no longer on offer, and the client's reactions under it. A complex or an offer that left
// the site entirely has no card: its title and the price it was sent at stand in.
import type { ReactNode } from 'react';
import { Kind } from '#shared/enums.ts';
import { formatPrice } from '#shared/format.ts';
import type { TSnapshotItem } from '#shared/schemas/collections-live.ts';
import { fill } from '#shared/texts/ru.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { changeBadges } from '../lib/describe-changes.ts';
import { ItemReactions } from './item-reactions.tsx';
import styles from './snapshot-item.module.css';

export interface SnapshotItemProps {
  snapshotId: string;
  item: TSnapshotItem;
  /** The card; absent when the item has none any more. */
  children?: ReactNode;
}

export function SnapshotItem({ snapshotId, item, children }: SnapshotItemProps) {
  // A unit's card shows its status itself.
  const badges = changeBadges(item, { statusOnCard: item.kind === Kind.unit && children != null });
  const gone = !item.changes.available;
  return (
    <div className={styles.item} data-gone={gone || undefined} data-testid="snapshot-item">
      <div className={styles.cardBox}>
        {children ?? <GoneCard item={item} />}
        {badges.length > 0 && (
          <ul className={styles.badges} data-testid="change-badges">
            {badges.map((badge) => (
              <li key={badge.text} className={`${styles.badge} ${styles[badge.tone]}`} data-tone={badge.tone}>
                {badge.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ItemReactions snapshotId={snapshotId} item={item} />
    </div>
  );
}

function GoneCard({ item }: { item: TSnapshotItem }) {
  const price = item.changes.priceWas;
  return (
    <article className={styles.goneCard}>
      <h3 className={styles.goneTitle}>{item.title}</h3>
      {price != null && (
        <p className={styles.goneMeta}>{fill(liveTexts.changes.wasPrice, formatPrice(price))}</p>
      )}
    </article>
  );
}
