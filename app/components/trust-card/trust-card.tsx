// «Проверено Кварталом» on the complex page: the trust card's parts a moderator verified (the escrow bank, the 214-FZ
// sale, the declaration and permit on наш.дом.рф, the developer's INN), each with the day it was checked. Nothing
// unverified shows; a complex with nothing verified shows nothing.
import { formatDate } from '#shared/format.ts';
import type { TTrustCard } from '#shared/schemas/trust.ts';
import { fill } from '#shared/texts/ru.ts';
import { trustTexts } from '#shared/texts/trust.ts';
import { ShieldIcon } from '#app/components/ui/icons.tsx';
import { useTrustCard } from '#app/resources/trust.ts';
import page from '#app/styles/object-page.module.css';
import { whenQueries } from '../price-history/when-queries.tsx';
import styles from './trust-card.module.css';

const t = trustTexts.card;

function line(item: TTrustCard['items'][number]) {
  switch (item.field) {
    case 'escrowBank':
      return fill(t.escrow, item.value ?? '');
    case 'fz214':
      return t.fz214;
    case 'developerInn':
      return fill(t.inn, item.value ?? '');
    case 'declaration':
    case 'permit':
      return item.value ? (
        <a href={item.value} target="_blank" rel="noopener noreferrer">
          {t[item.field]}
        </a>
      ) : (
        t[item.field]
      );
  }
}

function TrustCardLoaded({ objectId, snapshot }: { objectId: number; snapshot?: string }) {
  const query = useTrustCard(objectId, true, snapshot);
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="realty-trust-title" data-testid="trust-card">
      <h2 id="realty-trust-title" className={`${page.sectionTitle} ${styles.title}`}>
        <ShieldIcon size={20} />
        {t.title}
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.field} className={styles.item}>
            <span>{line(item)}</span>
            <span className={styles.when}>{fill(t.checked, formatDate(item.checkedAt))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const TrustCard = whenQueries(TrustCardLoaded);
