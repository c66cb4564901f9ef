// Adding a webhook: its URL and the events by group (a group is every event of it); the server's 422 (a private
// or malformed address, no events) lands under its field. The secret comes back once, for the parent to show.
import { WEBHOOK_EVENT_GROUPS, type TWebhookEventGroup } from '#shared/integrations.ts';
import { integrationTexts as t, webhookGroupTitles } from '#shared/texts/integrations.ts';
import { FormText } from '#app/components/forms/form-fields.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { useWebhookActions } from '#app/resources/integrations.ts';
import { StringChecks } from './checks.tsx';
import styles from './integrations.module.css';

interface Values {
  url: string;
  groups: string[];
}

const GROUPS = Object.keys(WEBHOOK_EVENT_GROUPS) as TWebhookEventGroup[];
const groupOptions = GROUPS.map((g) => ({
  value: g,
  title: webhookGroupTitles[g],
  hint: WEBHOOK_EVENT_GROUPS[g].length > 1 ? `${WEBHOOK_EVENT_GROUPS[g].length}` : undefined,
}));

export function WebhookForm({
  companyId,
  onCreated,
  onCancel,
}: {
  companyId: number;
  onCreated: (secret: string) => void;
  onCancel: () => void;
}) {
  const { create } = useWebhookActions(companyId);
  const { form, submit, pending } = useApiForm<Values, Values, { secret: string }>({
    defaultValues: { url: 'https://', groups: ['bookings', 'requests'] },
    send: (values) =>
      create.mutateAsync({
        url: values.url.trim(),
        events: values.groups.flatMap((g) => [...WEBHOOK_EVENT_GROUPS[g as TWebhookEventGroup]]),
      }),
    onSuccess: (made) => onCreated(made.secret),
    errors: { fields: ['url', 'groups'], rename: { events: 'groups', 'events.0': 'groups' } },
  });

  return (
    <form className={styles.item} onSubmit={(e) => void submit(e)} noValidate data-testid="webhook-form">
      <FormText control={form.control} name="url" label={t.url} hint={t.urlHint} required inputMode="url" />
      <StringChecks
        control={form.control}
        name="groups"
        legend={t.events}
        options={groupOptions}
        emptyError={t.errors.eventsEmpty}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {t.save}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
