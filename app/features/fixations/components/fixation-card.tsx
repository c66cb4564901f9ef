// One fixation as both lists show it: the client, the complex, the state, the term left, the agent (for a head and
// the builder), the comment and the builder's reason; `actions` below.
import type { ReactNode } from 'react';
import { formatDate, formatPhone } from '#shared/format.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { Link } from 'react-router';
import { Facts } from '#app/components/ui/facts.tsx';
import { paths } from '#app/lib/paths.ts';
import { termOf } from '../lib/term.ts';
import stateList from '#app/styles/state-list.module.css';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './fixations.module.css';

const t = fixationTexts.screen;

// The state badge's colours (tone.module.css); an expired fixation stays neutral.
const STATE_TONE: Partial<Record<TFixation['state'], 'success' | 'warning' | 'danger'>> = {
  pending: 'warning',
  active: 'success',
  converted: 'success',
  rejected: 'danger',
};

export function FixationCard({
  fixation,
  showAgent,
  showAgency = true,
  actions,
}: {
  fixation: TFixation;
  showAgent: boolean;
  /** The agent's agency beside their name (the builder's queue; an agency head knows their own). */
  showAgency?: boolean;
  actions?: ReactNode;
}) {
  const term = termOf(fixation, Date.now());
  return (
    <article className={stateList.card} data-testid="fixation" data-fixation-id={fixation.id}>
      <div className={stateList.head}>
        <div className={styles.who}>
          <span className={styles.client}>{fixation.client.name}</span>
          <span className={stateList.muted}>{formatPhone(fixation.client.phone)}</span>
          <Link className={stateList.complex} to={paths.realty(fixation.objectId)}>
            {fixation.objectTitle}
          </Link>
        </div>
        <div className={layout.chips}>
          {fixation.extendRequestedAt && fixation.state === 'active' && (
            <span className={styles.badge} data-tone="info">
              {t.extendRequestedBadge}
            </span>
          )}
          {fixation.extended && fixation.state === 'active' && (
            <span className={styles.badge}>{t.extendedOnce}</span>
          )}
          <span className={styles.badge} data-tone={STATE_TONE[fixation.state]}>
            {fixationTexts.state[fixation.state]}
          </span>
        </div>
      </div>
      {term ? (
        <p className={styles.term} data-soon={term.soon || undefined} data-testid="fixation-term">
          <strong>{term.left}</strong>
          <span className={stateList.muted}>{term.until}</span>
        </p>
      ) : (
        fixation.state === 'pending' && <p className={text.secondary}>{t.pendingHint}</p>
      )}
      <Facts
        look="rows"
        items={[
          [
            t.agent,
            showAgent &&
              fixation.agent &&
              `${fixation.agent.name}${showAgency && fixation.agency ? ` · ${fixation.agency.name}` : ''}`,
          ],
          [t.comment, fixation.comment],
          [t.reason, fixation.reason],
          [
            fixationTexts.state.expired,
            fixation.state === 'expired' && fixation.validUntil && formatDate(fixation.validUntil),
          ],
        ]}
      />
      {actions && <div className={layout.chips}>{actions}</div>}
    </article>
  );
}
