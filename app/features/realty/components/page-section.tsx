// A titled block of the object or offer page; `id` lets `?show=` scroll to it.
import type { ReactNode } from 'react';
import page from '#app/styles/object-page.module.css';
import styles from './object-view.module.css';

export function PageSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={page.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Chips({ items, tone }: { items: readonly string[]; tone?: 'primary' | 'neutral' }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.chips} data-tone={tone ?? 'neutral'}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
