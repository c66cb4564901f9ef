// An endpoint's delivery log, newest first: the event, its state, the answer's status and time, the attempts, the
// head of the answer (or the error), and «Повторить». It refreshes itself while the outbox is still trying.
import { formatDateTime } from '#shared/format.ts';
import type { TWebhookDelivery } from '#shared/schemas/integrations.ts';
import {
  deliveryStateTitles,
  integrationTexts as t,
  webhookEventTitles,
} from '#shared/texts/integrations.ts';
import { fill } from '#shared/texts/ru.ts';
import { QueryLoadMore } from '#app/components/ui/load-more.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useWebhookActions, useWebhookDeliveries } from '#app/resources/integrations.ts';
import text from '#app/styles/text.module.css';
import styles from './integrations.module.css';

const tone = (state: TWebhookDelivery['state']) =>
  state === 'delivered' ? 'good' : state === 'failed' ? 'bad' : 'wait';

export function WebhookLog({
  companyId,
  webhookId,
  url,
}: {
  companyId: number;
  webhookId: number;
  url: string;
}) {
  const log = useWebhookDeliveries(companyId, webhookId);
  const { retry } = useWebhookActions(companyId);
  if (log.isPending) return <PageSpinner />;
  if (log.isError) return <p className={styles.error}>{errorText(log.error)}</p>;
  const items = log.data.pages.flatMap((p) => p.data);
  const again = async (deliveryId: number) => {
    try {
      await retry.mutateAsync({ webhookId, deliveryId });
      toast(t.retried, { tone: 'success' });
    } catch (error) {
      toast(errorText(error), { tone: 'error' });
    }
  };
  return (
    <section className={styles.card} aria-label={fill(t.deliveriesOf, url)} data-testid="webhook-log">
      <h3 className={styles.title}>{t.deliveries}</h3>
      <p className={styles.urlLine}>{url}</p>
      {items.length === 0 ? (
        <p className={text.note}>{t.deliveriesEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((d) => (
            <li key={d.id} className={styles.item} data-testid="delivery">
              <div className={styles.row}>
                <span className={styles.event}>
                  <strong className={styles.name}>
                    {webhookEventTitles[d.type as keyof typeof webhookEventTitles] ?? d.type}
                  </strong>
                  <code className={text.secondary}>{d.type}</code>
                </span>
                <span className={styles.chip} data-tone={tone(d.state)}>
                  {deliveryStateTitles[d.state]}
                </span>
              </div>
              <div className={styles.row}>
                <span className={styles.chip}>
                  {d.statusCode != null ? `HTTP ${d.statusCode}` : t.noAnswer}
                </span>
                {d.durationMs != null && (
                  <span className={text.secondary}>{fill(t.duration, d.durationMs)}</span>
                )}
                <span className={text.secondary}>{fill(t.attempts, d.attempts)}</span>
                <span className={text.secondary}>{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</span>
              </div>
              {d.response && <pre className={styles.answer}>{d.response}</pre>}
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void again(d.id)}
                  disabled={retry.isPending || d.state === 'pending'}
                >
                  {t.retry}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <QueryLoadMore query={log} auto={false} />
    </section>
  );
}
