// Where the units come from: the template to download, a file to check, or a feed's link and format.
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { FEED_FORMATS, type TFeedFormat } from '#shared/inventory-import.ts';
import { ZImportFeedBody } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { FormSelect, FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { downloadTemplate, type TImportSourceInput } from '#app/resources/inventory-import.ts';
import hidden from '#app/styles/hidden.module.css';
import styles from './import.module.css';

const t = importTexts.ui;
const ACCEPT =
  '.xlsx,.csv,.zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,application/zip';
export const FORMAT_OPTIONS = FEED_FORMATS.map((value) => ({ value, title: importTexts.sources[value] }));

export function ImportSource({
  busy,
  onCheck,
}: {
  busy: boolean;
  /** Reads the source; rejects with a 422 about the feed's fields, which land under them. */
  onCheck: (source: TImportSourceInput) => Promise<unknown>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { control, submit, pending } = useApiForm({
    schema: ZImportFeedBody,
    defaultValues: { feedUrl: '', format: 'yrl' as TFeedFormat },
    send: (source) => onCheck(source),
  });
  const feedUrl = useWatch({ control, name: 'feedUrl' });
  return (
    <section className={styles.block} aria-label={t.title}>
      <p className={styles.hint}>{t.intro}</p>
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={() =>
            void downloadTemplate(t.templateFile).catch((e) => toast(errorText(e), { tone: 'error' }))
          }
        >
          {t.template}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className={hidden.fileInput}
          aria-label={t.file}
          tabIndex={-1}
          data-testid="import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void onCheck({ file });
            event.target.value = '';
          }}
        />
        <Button loading={busy} onClick={() => input.current?.click()}>
          {t.check}
        </Button>
      </div>
      <form className={styles.feed} onSubmit={(event) => void submit(event)} noValidate>
        <FormText control={control} name="feedUrl" label={t.feedUrl} inputMode="url" placeholder="https://" />
        <FormSelect control={control} name="format" label={t.format} options={FORMAT_OPTIONS} empty="yrl" />
        <Button type="submit" variant="secondary" disabled={!feedUrl.trim()} loading={pending || busy}>
          {t.checkFeed}
        </Button>
      </form>
    </section>
  );
}
