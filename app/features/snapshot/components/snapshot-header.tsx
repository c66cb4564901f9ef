// The top of a shared collection: what it is, its name, how many objects and when (who prepared it is in the
// contacts under it); the author is reminded that this is the client's view.
import { countOf, formatDate } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import styles from './snapshot-header.module.css';

const t = collectionTexts.snapshot;

export function SnapshotHeader({ snapshot }: { snapshot: TSnapshot }) {
  const facts = [
    countOf(snapshot.items.length, collectionTexts.objects),
    fill(t.updated, formatDate(snapshot.updatedAt)),
  ].filter(Boolean);
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{t.eyebrow}</p>
      <h1 className={styles.title}>{snapshot.name}</h1>
      <p className={styles.facts}>{facts.join(' · ')}</p>
      {snapshot.isOwner && (
        <p className={styles.owner} role="note">
          {t.ownerNote}
        </p>
      )}
    </header>
  );
}
