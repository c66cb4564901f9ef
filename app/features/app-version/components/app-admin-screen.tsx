// Admin: publish a new build of the mobile wrapper (open apps compare it with theirs) and broadcast a message that
// every open app shows as a toast.
import { useState, type FormEvent } from 'react';
import { formatDate } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { NumberInput } from '#app/components/ui/number-input.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { useBroadcast, useLatestVersion, usePublishVersion } from '#app/resources/app-version.ts';
import card from '#app/styles/card.module.css';
import styles from './app-admin.module.css';

const t = userOfferTexts.appVersion;

type Errors = Record<string, string | undefined>;

/** A 422 replaces the fields' texts; anything else is a toast. */
function fail(error: unknown, setErrors: (errors: Errors) => void) {
  if (error instanceof ApiError && error.handled) return;
  const found: Errors = {};
  const rest = applyServerErrors<Errors>((name, { message }) => void (found[name] = message), error);
  if (rest) toast(rest, { tone: 'error' });
  else setErrors(found);
}

function PublishVersion() {
  const latest = useLatestVersion();
  const publish = usePublishVersion();
  const [form, setForm] = useState({ package: '', code: '', name: '', url: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  // Bumped after a success: the emptied fields start fresh instead of showing their «required» look.
  const [round, setRound] = useState(0);
  const current = latest.data;
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const pkg = form.package || current?.package || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!pkg || !form.code || !form.name.trim()) return;
    publish.mutate(
      { package: pkg, code: Number(form.code), name: form.name.trim(), url: form.url.trim() || undefined },
      {
        onSuccess: (version) => {
          toast(fill(t.published, version.version.name, version.version.code), { tone: 'success' });
          setForm({ package: '', code: '', name: '', url: '' });
          setTried(false);
          setRound((r) => r + 1);
        },
        onError: (error) => fail(error, setErrors),
      },
    );
  };

  return (
    <form className={card.card} onSubmit={submit} noValidate>
      <h2 className={card.title}>{t.publishTitle}</h2>
      <p className={card.muted} data-testid="current-version">
        {current
          ? fill(t.current, current.version.name, current.version.code, formatDate(current.createdAt))
          : current === null
            ? t.noneYet
            : t.publishHint}
      </p>
      <div className={styles.grid2} key={round}>
        <TextInput
          label={t.package}
          value={pkg}
          onChange={set('package')}
          placeholder={t.packagePlaceholder}
          required
          showError={tried}
          error={errors.package}
          maxLength={200}
        />
        <NumberInput
          label={t.code}
          value={form.code}
          onChange={set('code')}
          required
          showError={tried}
          error={errors.code}
        />
        <TextInput
          label={t.name}
          value={form.name}
          onChange={set('name')}
          placeholder={t.namePlaceholder}
          required
          showError={tried}
          error={errors.name}
          maxLength={50}
        />
        <TextInput
          label={t.url}
          value={form.url}
          onChange={set('url')}
          placeholder={t.urlPlaceholder}
          error={errors.url}
          maxLength={500}
          type="url"
        />
      </div>
      <p className={card.muted}>{t.publishHint}</p>
      <div className={styles.actions}>
        <Button type="submit" loading={publish.isPending}>
          {t.publish}
        </Button>
      </div>
    </form>
  );
}

function Broadcast() {
  const broadcast = useBroadcast();
  const confirm = useConfirm();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [round, setRound] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!text.trim()) return;
    if (!(await confirm({ title: t.sendConfirm, text: text.trim(), confirmLabel: t.send }))) return;
    broadcast.mutate(text.trim(), {
      onSuccess: () => {
        toast(t.sent, { tone: 'success' });
        setText('');
        setTried(false);
        setRound((r) => r + 1);
      },
      onError: (error) => fail(error, setErrors),
    });
  };

  return (
    <form className={card.card} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={card.title}>{t.broadcastTitle}</h2>
      <p className={card.muted}>{t.broadcastHint}</p>
      <TextInput
        key={round}
        label={t.message}
        value={text}
        onChange={(value) => {
          setText(value);
          setErrors({});
        }}
        multiline
        rows={3}
        maxLength={500}
        counter
        required
        showError={tried}
        error={errors.text}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={broadcast.isPending}>
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
