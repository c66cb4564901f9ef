// Whether the CRM notifies Kvartal of stage changes: the subscription Kvartal made itself on save, or why the CRM
// refused it (then the manual way, the address below, is what is left).
import type { TCrmSettings } from '#shared/schemas/crm.ts';
import { crmTexts } from '#shared/texts/crm.ts';
import { fill } from '#shared/texts/ru.ts';
import textStyles from '#app/styles/text.module.css';
import integrations from './integrations.module.css';
import styles from './crm.module.css';

const t = crmTexts.notifications;

export function CrmNotifications({ notifications }: { notifications: TCrmSettings['notifications'] }) {
  const { state, error } = notifications;
  const text = state === 'on' ? t.on : state === 'failed' ? fill(t.failed, error ?? '') : t.off;
  return (
    <div className={styles.section} data-testid="crm-notifications" data-state={state}>
      <p
        className={state === 'failed' ? integrations.error : styles.notice}
        role={state === 'failed' ? 'alert' : undefined}
      >
        <strong>{t.title}:</strong> {text}
      </p>
      <p className={textStyles.note}>{state === 'on' ? t.hint : t.failedHint}</p>
    </div>
  );
}
