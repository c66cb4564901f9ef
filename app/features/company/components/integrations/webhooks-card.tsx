// The company's webhooks: each URL with its state and last delivery, «Журнал» opening its delivery log,
// «Включить» for one turned off after 3 days of failures, «Удалить»; adding one shows its secret once.
import { useState } from 'react';
import { formatDateTime } from '#shared/format.ts';
import type { TWebhook } from '#shared/schemas/integrations.ts';
import { deliveryStateTitles, integrationTexts as t } from '#shared/texts/integrations.ts';
import { fill } from '#shared/texts/ru.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useWebhookActions, useWebhooks } from '#app/resources/integrations.ts';
import { SecretReveal } from './secret-reveal.tsx';
import { WebhookForm } from './webhook-form.tsx';
import { WebhookLog } from './webhook-log.tsx';
import textStyles from '#app/styles/text.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './integrations.module.css';

export function WebhooksCard({ companyId }: { companyId: number }) {
  const hooks = useWebhooks(companyId);
  const { update, remove } = useWebhookActions(companyId);
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      toast(errorText(error), { tone: 'error' });
    }
  };
  const drop = async (hook: TWebhook) => {
    if (!(await confirm({ title: t.remove, text: t.removeConfirm, danger: true, confirmLabel: t.remove })))
      return;
    await act(() => remove.mutateAsync(hook.id));
    if (open === hook.id) setOpen(null);
  };

  const list = hooks.data?.data ?? [];
  const shown = open ?? null;
  return (
    <>
      <section className={styles.card} aria-labelledby="webhooks-title" data-testid="webhooks-card">
        <div className={layout.spread}>
          <h2 id="webhooks-title" className={styles.title}>
            {t.webhooks}
          </h2>
          {!adding && (
            <Button size="sm" onClick={() => setAdding(true)}>
              {t.addWebhook}
            </Button>
          )}
        </div>
        {secret && (
          <SecretReveal
            title={t.secretTitle}
            text={t.secretOnce}
            value={secret}
            onDone={() => setSecret(null)}
          />
        )}
        {adding && (
          <WebhookForm
            companyId={companyId}
            onCancel={() => setAdding(false)}
            onCreated={(s) => {
              setAdding(false);
              setSecret(s);
            }}
          />
        )}
        {hooks.isPending ? (
          <PageSpinner />
        ) : hooks.isError ? (
          <p className={styles.error}>{errorText(hooks.error)}</p>
        ) : list.length === 0 ? (
          <p className={textStyles.note}>{t.webhooksEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {list.map((hook) => (
              <li
                key={hook.id}
                className={styles.item}
                data-selected={shown === hook.id}
                data-testid="webhook"
              >
                <div className={styles.row}>
                  <span className={styles.url}>{hook.url}</span>
                  <span className={styles.chip} data-tone={hook.enabled ? 'good' : 'bad'}>
                    {hook.enabled ? t.enabled : t.disabled}
                  </span>
                </div>
                <div className={styles.row}>
                  <span className={textStyles.secondary}>{fill(t.eventsCount, hook.events.length)}</span>
                  {hook.lastDelivery && (
                    <span className={textStyles.secondary}>
                      {deliveryStateTitles[hook.lastDelivery.state as keyof typeof deliveryStateTitles] ??
                        hook.lastDelivery.state}
                      {hook.lastDelivery.statusCode != null && ` · HTTP ${hook.lastDelivery.statusCode}`}
                      {hook.lastDelivery.at && ` · ${formatDateTime(hook.lastDelivery.at)}`}
                    </span>
                  )}
                </div>
                {!hook.enabled && hook.disabledAt && (
                  <p className={styles.error}>{fill(t.disabledSince, formatDateTime(hook.disabledAt))}</p>
                )}
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={shown === hook.id}
                    onClick={() => setOpen(shown === hook.id ? null : hook.id)}
                  >
                    {t.deliveries}
                  </Button>
                  {!hook.enabled && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() =>
                        void act(() =>
                          update.mutateAsync({
                            webhookId: hook.id,
                            body: { enabled: true, version: hook.version },
                          }),
                        )
                      }
                    >
                      {t.enable}
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" onClick={() => void drop(hook)}>
                    {t.remove}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {shown !== null && list.some((h) => h.id === shown) && (
        <WebhookLog
          key={shown}
          companyId={companyId}
          webhookId={shown}
          url={list.find((h) => h.id === shown)!.url}
        />
      )}
    </>
  );
}
