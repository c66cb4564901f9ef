// Feeds synchronised on a schedule: the list with each one's last and next run and its last error, a form to add
// one, and removal.
import { useState } from 'react';
import { SCHEDULE_PERIODS, type TFeedFormat, type TSchedulePeriod } from '#shared/inventory-import.ts';
import { formatDateTime } from '#shared/format.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { TextInput } from '#app/components/ui/text-input.tsx';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useImportSchedules, useScheduleActions } from '#app/resources/inventory-import.ts';
import { FORMAT_OPTIONS } from './import-source.tsx';
import styles from './import.module.css';

const t = importTexts.ui;
const PERIOD_OPTIONS = SCHEDULE_PERIODS.map((value) => ({ value, title: importTexts.periods[value] }));

export function ImportSchedules({ objectId }: { objectId: number }) {
  const schedules = useImportSchedules(objectId);
  const { create, remove } = useScheduleActions(objectId);
  const [feedUrl, setFeedUrl] = useState('');
  const [format, setFormat] = useState<TFeedFormat>('yrl');
  const [period, setPeriod] = useState<TSchedulePeriod>('daily');
  const [error, setError] = useState<string>();

  const add = () => {
    setError(undefined);
    create.mutate(
      { feedUrl: feedUrl.trim(), format, period },
      {
        onSuccess: () => setFeedUrl(''),
        onError: (e) => {
          const field = e instanceof ApiError ? e.fieldErrors.feedUrl?.[0] : undefined;
          if (field) setError(field);
          else toast(errorText(e), { tone: 'error' });
        },
      },
    );
  };

  return (
    <section className={styles.block} aria-label={t.schedules}>
      <h3 className={styles.title}>{t.schedules}</h3>
      <p className={styles.hint}>{t.schedulesHint}</p>
      {(schedules.data?.data.length ?? 0) > 0 && (
        <ul className={styles.list} data-testid="import-schedules">
          {schedules.data!.data.map((s) => (
            <li key={s.id} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.url}>{s.feedUrl}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={remove.isPending && remove.variables === s.id}
                  onClick={() => remove.mutate(s.id)}
                >
                  {t.deleteSchedule}
                </Button>
              </div>
              <span className={styles.hint}>
                {importTexts.sources[s.format]} · {importTexts.periods[s.period]} ·{' '}
                {s.lastRunAt ? fill(t.lastRun, formatDateTime(s.lastRunAt)) : t.never} ·{' '}
                {fill(t.nextRun, formatDateTime(s.nextRunAt))}
              </span>
              {s.lastError && <p className={styles.error}>{s.lastError}</p>}
            </li>
          ))}
        </ul>
      )}
      <form
        className={`${styles.feed} ${styles.scheduleForm}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (feedUrl.trim()) add();
        }}
      >
        <TextInput
          label={t.feedUrl}
          value={feedUrl}
          onChange={setFeedUrl}
          inputMode="url"
          error={error}
          placeholder="https://"
        />
        <Select
          label={t.format}
          value={format}
          onChange={(v) => setFormat(v ?? 'yrl')}
          options={FORMAT_OPTIONS}
        />
        <Select
          label={t.period}
          value={period}
          onChange={(v) => setPeriod(v ?? 'daily')}
          options={PERIOD_OPTIONS}
        />
        <Button type="submit" variant="secondary" disabled={!feedUrl.trim()} loading={create.isPending}>
          {t.addSchedule}
        </Button>
      </form>
    </section>
  );
}
