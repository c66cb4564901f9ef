// Admin: publish a new build of the mobile wrapper (open apps compare it with theirs) and broadcast a message that
// every open app shows as a toast.
import { useMemo } from 'react';
import type { z } from 'zod';
import { formatDate } from '#shared/format.ts';
import {
  ZAppMessage,
  ZAppVersionPublish,
  type TAppVersion,
  type TAppVersionPublish,
} from '#shared/schemas/app-version.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { FormNumber, FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { useBroadcast, useLatestVersion, usePublishVersion } from '#app/resources/app-version.ts';
import card from '#app/styles/card.module.css';
import styles from './app-admin.module.css';

const t = userOfferTexts.appVersion;

/** The fields as typed: the build's number is a string until the shared schema reads it. */
type PublishValues = { package: string; code: string; name: string; url: string };
const ZPublishForm = ZAppVersionPublish as unknown as z.ZodType<TAppVersionPublish, PublishValues>;

function PublishVersion() {
  const latest = useLatestVersion();
  const publish = usePublishVersion();
  const current = latest.data;
  // The package is the current one's until the admin types another.
  const values = useMemo(
    () => ({ package: current?.package ?? '', code: '', name: '', url: '' }),
    [current?.package],
  );
  const { control, form, submit, pending } = useApiForm<PublishValues, TAppVersionPublish, TAppVersion>({
    schema: ZPublishForm,
    values,
    send: (body) => publish.mutateAsync(body),
    onSuccess: (version): void => {
      toast(fill(t.published, version.version.name, version.version.code), { tone: 'success' });
      form.reset({ package: version.package, code: '', name: '', url: '' });
    },
  });

  return (
    <form className={card.card} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={card.title}>{t.publishTitle}</h2>
      <p className={card.muted} data-testid="current-version">
        {current
          ? fill(t.current, current.version.name, current.version.code, formatDate(current.createdAt))
          : current === null
            ? t.noneYet
            : t.publishHint}
      </p>
      <div className={styles.grid2}>
        <FormText
          control={control}
          name="package"
          label={t.package}
          placeholder={t.packagePlaceholder}
          required
          maxLength={200}
        />
        <FormNumber control={control} name="code" label={t.code} />
        <FormText
          control={control}
          name="name"
          label={t.name}
          placeholder={t.namePlaceholder}
          required
          maxLength={50}
        />
        <FormText
          control={control}
          name="url"
          label={t.url}
          placeholder={t.urlPlaceholder}
          maxLength={500}
          type="url"
        />
      </div>
      <p className={card.muted}>{t.publishHint}</p>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {t.publish}
        </Button>
      </div>
    </form>
  );
}

function Broadcast() {
  const broadcast = useBroadcast();
  const confirm = useConfirm();
  const { control, form, submit, pending } = useApiForm({
    schema: ZAppMessage,
    defaultValues: { text: '' },
    // Asked inside the submit, so a second click while the question is open sends nothing either.
    send: async ({ text }) =>
      (await confirm({ title: t.sendConfirm, text, confirmLabel: t.send }))
        ? broadcast.mutateAsync(text)
        : null,
    onSuccess: (sent): void => {
      if (!sent) return;
      toast(t.sent, { tone: 'success' });
      form.reset({ text: '' });
    },
  });

  return (
    <form className={card.card} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={card.title}>{t.broadcastTitle}</h2>
      <p className={card.muted}>{t.broadcastHint}</p>
      <FormText control={control} name="text" label={t.message} multiline rows={3} maxLength={500} required />
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}

export function AppAdminScreen() {
  return (
    <div className={styles.screen}>
      <PublishVersion />
      <Broadcast />
    </div>
  );
}
