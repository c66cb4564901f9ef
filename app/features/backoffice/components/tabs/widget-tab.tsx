// #widget (Виджет на сайт): the sites allowed to show the complex's chessboard widget, the code to paste, and a link
// to open it. The list is saved on its own (PUT …/embed); a refused site shows its text on its line.
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { EMBED_LIMITS } from '#shared/embed.ts';
import { embedTexts } from '#shared/texts/embed.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { applyServerErrors } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useConfig } from '#app/resources/config.ts';
import { useEmbedSettings, useSaveEmbedSettings } from '#app/resources/embed.ts';
import { SaveBar } from '../save-bar.tsx';
import formFields from '#app/components/forms/form-fields.module.css';
import text from '#app/styles/text.module.css';
import formStyles from '../forms.module.css';
import styles from './widget-tab.module.css';
import { permissionTexts } from '#shared/texts/permissions.ts';
import { apiOrigin, fileUrl } from '#app/lib/api-origin.ts';

const t = embedTexts.settings;

interface Values {
  origins: { value: string }[];
}

const toValues = (origins: readonly string[]): Values => ({ origins: origins.map((value) => ({ value })) });
/** What is sent: the typed sites without the empty lines. */
const sent = (origins: Values['origins']) => origins.map((line) => line.value.trim()).filter(Boolean);

export function WidgetTab({ object }: { object: TBackofficeObject }) {
  const settings = useEmbedSettings(object.id);
  const save = useSaveEmbedSettings(object.id);
  const { form, submit, pending } = useApiForm<Values, Values, { origins: string[] }>({
    defaultValues: { origins: [] },
    send: ({ origins }) => save.mutateAsync(sent(origins)),
    onSuccess: (answer) => {
      form.reset(toValues(answer.origins));
      toast(t.saved, { tone: 'success' });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.type !== 'ValidationFailed') return false;
      // The server names the line by its place in the list sent, which skipped empty lines.
      const kept = form.getValues('origins').flatMap((line, index) => (line.value.trim() ? [index] : []));
      const rename = Object.fromEntries(
        kept.map((index, place) => [`origins.${place}`, `origins.${index}.value` as const]),
      );
      const rest = applyServerErrors(form.setError, error, { rename });
      if (rest) toast(rest, { tone: 'error' });
      return true;
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'origins' });
  const saved = settings.data?.origins;
  useEffect(() => {
    if (saved) form.reset(toValues(saved));
  }, [saved, form]);

  // The server's public address (PUBLIC_URL, or the address this page came from), as every public link; inside the
  // mobile wrapper the page's own origin is the phone's, not the site's.
  const origin = useConfig().data?.publicUrl ?? (apiOrigin() || location.origin);
  const snippet = `<script src="${origin}/embed.js" data-object="${object.id}"></script>`;
  const copy = async () => {
    await navigator.clipboard?.writeText(snippet);
    toast(t.copied, { tone: 'success' });
  };

  // Without the `settings` permission the sites show, and cannot be changed; the code can still be copied.
  const locked = object.can?.settings === false;
  return (
    <form onSubmit={submit} className={formStyles.form} noValidate>
      <h2 className={styles.title}>{t.title}</h2>
      <p className={text.secondary}>{t.hint}</p>
      {locked && <p className={text.secondary}>{permissionTexts.hint.settings}</p>}
      {settings.data && !settings.data.published && <p className={styles.warning}>{t.unpublished}</p>}
      <fieldset className={formFields.group} disabled={locked}>
        <legend className={formFields.groupTitle}>{t.origins}</legend>
        <p className={text.secondary}>{t.originsHint}</p>
        {lines.fields.length === 0 && <p className={text.secondary}>{t.empty}</p>}
        {lines.fields.map((line, index) => (
          <div key={line.id} className={styles.line}>
            <TextInput
              label={`${t.origins} ${index + 1}`}
              className={styles.input}
              placeholder={t.originPlaceholder}
              value={form.watch(`origins.${index}.value`)}
              onChange={(value) => {
                // A server's refusal stays until the line changes (the form has no rules of its own to clear it).
                form.clearErrors([`origins.${index}.value`, 'origins']);
                form.setValue(`origins.${index}.value`, value, { shouldDirty: true });
              }}
              error={form.formState.errors.origins?.[index]?.value?.message}
              maxLength={EMBED_LIMITS.originLength}
              inputMode="url"
              autoComplete="url"
            />
            <Button
              variant="ghost"
              onClick={() => lines.remove(index)}
              aria-label={t.removeLabel.replace('{0}', line.value)}
            >
              {t.remove}
            </Button>
          </div>
        ))}
        {form.formState.errors.origins?.message && (
          <p className={styles.error} role="alert">
            {form.formState.errors.origins.message}
          </p>
        )}
        {lines.fields.length < EMBED_LIMITS.origins && (
          <div>
            <Button variant="secondary" onClick={() => lines.append({ value: '' })}>
              {t.add}
            </Button>
          </div>
        )}
      </fieldset>
      <section className={formFields.group} aria-label={t.snippet}>
        <h3 className={formFields.groupTitle}>{t.snippet}</h3>
        <pre className={styles.snippet} data-testid="embed-snippet">
          <code>{snippet}</code>
        </pre>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={copy}>
            {t.copy}
          </Button>
          {saved && saved.length > 0 && (
            <a
              className={styles.preview}
              href={fileUrl(`/embed/${object.id}`)}
              target="_blank"
              rel="noreferrer"
            >
              {t.preview}
            </a>
          )}
        </div>
      </section>
      <SaveBar visible={form.formState.isDirty && !locked} saving={pending} onCancel={() => form.reset()} />
    </form>
  );
}
