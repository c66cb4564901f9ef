// One sent link in «Подборки агентства»: its name (opening the client's page while it lives), the agent, what it
// holds and when it went, and what it brought back: openings, clients, reactions, the first opening.
import { Link } from 'react-router';
import { countOf, formatDateLong, formatDateTime, plural } from '#shared/format.ts';
import type { TAgencySentLink } from '#shared/schemas/company-collections.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { companyPublicTexts } from '#shared/texts/company-public.ts';
import { fill } from '#shared/texts/ru.ts';
import { paths } from '#app/lib/paths.ts';
import styles from './agency-collections.module.css';

const t = companyPublicTexts.agencyCollections;

export function AgencyLinkCard({ link, showAgent }: { link: TAgencySentLink; showAgent: boolean }) {
  const refreshed = link.updatedAt !== link.sentAt;
  const figures = [
    { n: link.opens, forms: t.opens },
    { n: link.visitors, forms: t.visitors },
    { n: link.reactions, forms: t.reactions },
  ];
  return (
    <article className={styles.card} data-revoked={link.revoked || undefined} data-testid="agency-link">
      <div className={styles.head}>
        <h2 className={styles.name}>
          {link.revoked ? link.name : <Link to={paths.snapshot(link.id)}>{link.name}</Link>}
        </h2>
        {link.revoked && <span className={styles.revoked}>{t.revoked}</span>}
      </div>
      {showAgent && (
        <p className={styles.agent}>
          <span className={styles.initial} aria-hidden="true">
            {link.agent.name.trim().charAt(0).toUpperCase()}
          </span>
          {link.agent.name}
        </p>
      )}
      <p className={styles.meta}>
        {countOf(link.itemsCount, collectionTexts.objects)} · {fill(t.sent, formatDateLong(link.sentAt))}
        {refreshed && `, ${fill(t.updated, formatDateLong(link.updatedAt))}`}
      </p>
      <ul className={styles.figures}>
        {figures.map(({ n, forms }) => (
          <li key={forms[0]} className={styles.figure} data-zero={n === 0 || undefined}>
            <strong>{n}</strong> {plural(n, forms)}
          </li>
        ))}
      </ul>
      <p className={styles.opened}>
        {link.firstOpenedAt ? fill(t.firstOpened, formatDateTime(link.firstOpenedAt)) : t.notOpened}
      </p>
    </article>
  );
}
