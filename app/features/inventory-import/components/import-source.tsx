// Where the units come from: the template to download, a file to check, or a feed's link and format.
import { useRef, useState } from 'react';
import { FEED_FORMATS, type TFeedFormat } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { downloadTemplate, type TImportSourceInput } from '#app/resources/inventory-import.ts';
import styles from './import.module.css';

const t = importTexts.ui;
const ACCEPT =
  '.xlsx,.csv,.zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,application/zip';
export const FORMAT_OPTIONS = FEED_FORMATS.map((value) => ({ value, title: importTexts.sources[value] }));

export function ImportSource({
  busy,
  feedError,
  onCheck,
}: {
  busy: boolean;
  feedError: string | undefined;
  onCheck: (source: TImportSourceInput) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [feedUrl, setFeedUrl] = useState('');
  const [format, setFormat] = useState<TFeedFormat>('yrl');
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
          className={styles.fileInput}
          aria-label={t.file}
          tabIndex={-1}
          data-testid="import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onCheck({ file });
            event.target.value = '';
          }}
        />
        <Button loading={busy} onClick={() => input.current?.click()}>
          {t.check}
        </Button>
      </div>
      <form
        className={styles.feed}
        onSubmit={(event) => {
          event.preventDefault();
          if (feedUrl.trim()) onCheck({ feedUrl: feedUrl.trim(), format });
        }}
      >
        <TextInput
          label={t.feedUrl}
          value={feedUrl}
          onChange={setFeedUrl}
          inputMode="url"
          error={feedError}
          placeholder="https://"
        />
        <Select
          label={t.format}
          value={format}
          onChange={(v) => setFormat(v ?? 'yrl')}
          options={FORMAT_OPTIONS}
        />
        <Button type="submit" variant="secondary" disabled={!feedUrl.trim()} loading={busy}>
          {t.checkFeed}
        </Button>
      </form>
    </section>
  );
}
