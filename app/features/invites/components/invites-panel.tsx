// Invites as one block: the form and the list with a summary. The cabinet home can render it as a section;
// /cabinet/invites shows it on its own.
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useUser } from '#app/resources/user.ts';
import { InviteForm } from './invite-form.tsx';
import { InvitesList } from './invites-list.tsx';
import card from '#app/styles/card.module.css';
import styles from './invites.module.css';

const t = collectionTexts.invites;

export function InvitesPanel() {
  const user = useUser().data;
  const invites = user?.invites ?? [];
  const accepted = invites.filter((i) => i.acceptedAt !== null).length;
  return (
    <div className={styles.panel}>
      <InviteForm />
      <section className={styles.listBlock} aria-label={t.listTitle}>
        <div className={styles.listHead}>
          <h2 className={card.title}>{t.listTitle}</h2>
          {invites.length > 0 && (
            <span className={styles.summary}>
              {fill(t.summary, countOf(invites.length, t.invitesWord), accepted)}
            </span>
          )}
        </div>
        {user ? <InvitesList invites={invites} /> : <Spinner />}
      </section>
    </div>
  );
}
