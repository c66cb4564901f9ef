// A status badge of a complex or an offer («Акция», «Новый», «Сдан», «Вторичка», a class): one look everywhere it
// shows, on a card's photo and on the object page alike.
import styles from './badge.module.css';

import type { BadgeItem } from '#shared/card-facts.ts';

export type { BadgeItem };
export type BadgeKind = BadgeItem['kind'];

/**
 * A row of badges; `className` places it (over a photo, under a title). Over a photo it keeps to one row and leaves
 * out what does not fit; `wrap` lets them take more rows (a page's header).
 */
export function BadgeList({
  badges,
  className,
  size = 'md',
  wrap = false,
}: {
  badges: readonly BadgeItem[];
  className?: string;
  size?: 'sm' | 'md';
  wrap?: boolean;
}) {
  if (badges.length === 0) return null;
  return (
    <ul
      className={[styles.list, className].filter(Boolean).join(' ')}
      data-size={size}
      data-wrap={wrap || undefined}
    >
      {badges.map((b) => (
        <li key={`${b.kind}:${b.text}`} className={styles.badge} data-kind={b.kind}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}
