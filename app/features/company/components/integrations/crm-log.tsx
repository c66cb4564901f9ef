// The connector's last syncs, newest first: to or from the CRM, what it was about, and how it went in Russian.
import { formatDateTime } from '#shared/format.ts';
import type { TCrmLogEntry } from '#shared/schemas/crm.ts';
import { crmTexts as t } from '#shared/texts/crm.ts';
import text from '#app/styles/text.module.css';
import integrations from './integrations.module.css';
import styles from './crm.module.css';

export function CrmLog({ entries }: { entries: readonly TCrmLogEntry[] }) {
  return (
    <section className={styles.section} aria-labelledby="crm-log-title" data-testid="crm-log">
      <h3 id="crm-log-title" className={styles.subtitle}>
        {t.log}
      </h3>
      {entries.length === 0 ? (
        <p className={text.note}>{t.logEmpty}</p>
      ) : (
        <ul className={styles.log}>
          {entries.map((e) => (
            <li key={e.id} className={styles.entry} data-ok={e.ok} data-testid="crm-log-entry">
              <div className={styles.entryHead}>
                <span className={integrations.chip} data-tone={e.ok ? 'good' : 'bad'}>
                  {e.direction === 'out' ? t.logOut : t.logIn}
                </span>
                <strong>{e.subject}</strong>
                <span className={styles.meta}>{formatDateTime(e.at)}</span>
              </div>
              <p className={styles.message}>{e.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
