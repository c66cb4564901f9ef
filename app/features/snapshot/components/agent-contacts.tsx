// Who sent the link and how to reach them: the name, the phone (a tap calls) and «Написать» in WhatsApp and
// Telegram when the agent filled them in the profile.
import { formatPhone } from '#shared/format.ts';
import type { TSnapshotAgent } from '#shared/schemas/collections-live.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { telegramLink, whatsappLink } from '../lib/messenger-links.ts';
import styles from './agent-contacts.module.css';

const t = liveTexts.agent;

export function AgentContacts({ agent }: { agent: TSnapshotAgent }) {
  const whatsapp = whatsappLink(agent.whatsapp);
  const telegram = telegramLink(agent.telegram);
  if (!agent.name && !agent.phone && !whatsapp && !telegram) return null;
  return (
    <section className={styles.agent} aria-label={t.title} data-testid="agent-contacts">
      <div className={styles.who}>
        <span className={styles.label}>{t.title}</span>
        {agent.name && <strong className={styles.name}>{agent.name}</strong>}
        {agent.phone && <span className={styles.phone}>{formatPhone(agent.phone)}</span>}
      </div>
      <div className={styles.links}>
        {agent.phone && (
          <a className={styles.link} data-app="phone" href={`tel:${agent.phone}`}>
            {t.call}
          </a>
        )}
        {whatsapp && (
          <a className={styles.link} data-app="whatsapp" href={whatsapp} target="_blank" rel="noreferrer">
            {t.whatsapp}
          </a>
        )}
        {telegram && (
          <a className={styles.link} data-app="telegram" href={telegram} target="_blank" rel="noreferrer">
            {t.telegram}
          </a>
        )}
      </div>
    </section>
  );
}
