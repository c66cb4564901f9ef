// The sales contacts of a complex: call and write links (tel:, mailto:).
import type { TContact } from '#shared/schemas/object.ts';
import { formatPhone } from '#shared/format.ts';
import { MailIcon } from '#app/components/ui/icons.tsx';
import { PhoneIcon } from './phone-icon.tsx';
import styles from './contacts-list.module.css';

export function ContactsList({ contacts }: { contacts: readonly TContact[] }) {
  return (
    <ul className={styles.list}>
      {contacts.map((c) => (
        <li key={c.id} className={styles.contact}>
          <p className={styles.position}>{c.position}</p>
          <p className={styles.name}>{c.name}</p>
          <div className={styles.links}>
            {[c.phone, c.phone2].filter(Boolean).map((phone) => (
              <a key={phone} className={styles.link} href={`tel:${phone!.replace(/[^\d+]/g, '')}`}>
                <PhoneIcon size={18} />
                {formatPhone(phone)}
              </a>
            ))}
            {[c.email, c.email2].filter(Boolean).map((email) => (
              <a key={email} className={styles.link} href={`mailto:${email}`}>
                <MailIcon size={18} />
                {email}
              </a>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
