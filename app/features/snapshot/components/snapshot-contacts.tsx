// Under a shared collection's title: the agent who sent it — name, the agency they sent it for (logo and name), a
// phone to tap and call, «Написать» in WhatsApp and Telegram when the agent gave them — and «Скачать PDF».
import { formatPhone } from '#shared/format.ts';
import { phoneLink, telegramLink, whatsappLink } from '#shared/messengers.ts';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import { profileTexts } from '#shared/texts/profile.ts';
import { PhoneIcon, UserIcon } from '#app/components/ui/icons.tsx';
import { fileUrl } from '#app/lib/api-origin.ts';
import { SnapshotPdfLink } from './snapshot-pdf-link.tsx';
import styles from './snapshot-contacts.module.css';

const t = profileTexts.agent;

export function SnapshotContacts({ snapshot }: { snapshot: TSnapshot }) {
  const { author, agency } = snapshot;
  const messengers = [
    author.whatsapp && { app: 'whatsapp', title: t.whatsapp, href: whatsappLink(author.whatsapp) },
    author.telegram && { app: 'telegram', title: t.telegram, href: telegramLink(author.telegram) },
  ].filter((m) => !!m);
  return (
    <section className={styles.contacts} aria-label={t.label} data-testid="agent-contacts">
      <div className={styles.agent}>
        <span className={styles.avatar} aria-hidden="true">
          <UserIcon size={22} />
        </span>
        <div className={styles.who}>
          <span className={styles.label}>{t.label}</span>
          <span className={styles.name}>{author.name?.trim() || t.noName}</span>
          {agency && (
            <span className={styles.agency} data-testid="snapshot-agency">
              {agency.logoUrl && (
                <img className={styles.agencyLogo} src={fileUrl(agency.logoUrl)} alt="" loading="lazy" />
              )}
              <span className={styles.agencyName}>{agency.name}</span>
            </span>
          )}
          {author.phone && (
            <a
              className={styles.phone}
              href={phoneLink(author.phone)}
              aria-label={`${formatPhone(author.phone)}. ${t.call}`}
            >
              <PhoneIcon size={16} />
              {formatPhone(author.phone)}
            </a>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        {messengers.map(({ app, title, href }) => (
          <a
            key={app}
            className={styles.write}
            data-app={app}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.write} · {title}
          </a>
        ))}
        <SnapshotPdfLink snapshotId={snapshot.id} />
      </div>
    </section>
  );
}
