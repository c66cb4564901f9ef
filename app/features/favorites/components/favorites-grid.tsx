// The favourites' cards in a responsive grid: one column on a phone, up to three on desktop.
import type { ReactNode } from 'react';
import styles from './favorites-grid.module.css';

export function FavoritesGrid({ children }: { children: ReactNode }) {
  return (
    <div className={styles.grid} data-testid="favorites-list">
      {children}
    </div>
  );
}
