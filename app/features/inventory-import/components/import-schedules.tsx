// Feeds synchronised on a schedule: the list with each one's last and next run and its last error, a form to add
// one, and removal.
import { useWatch } from 'react-hook-form';
import { SCHEDULE_PERIODS, type TFeedFormat, type TSchedulePeriod } from '#shared/inventory-import.ts';
import { formatDateTime } from '#shared/format.ts';
import { ZImportScheduleCreate } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import { FormSelect, FormText } from '#app/components/forms/form-fields.tsx';
import { useApiForm } from '#app/components/forms/use-api-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useImportSchedules, useScheduleActions } from '#app/resources/inventory-import.ts';
import { FORMAT_OPTIONS } from './import-source.tsx';
import card from '#app/styles/card.module.css';
import styles from './import.module.css';

const t = importTexts.ui;
const PERIOD_OPTIONS = SCHEDULE_PERIODS.map((value) => ({ value, title: importTexts.periods[value] }));

export function ImportSchedules({ objectId }: { objectId: number }) {
  const schedules = useImportSchedules(objectId);
  const { create, remove } = useScheduleActions(objectId);
  const { control, form, submit, pending } = useApiForm({
    schema: ZImportScheduleCreate,
    defaultValues: { feedUrl: '', format: 'yrl' as TFeedFormat, period: 'daily' as TSchedulePeriod },
    send: (body) => create.mutateAsync(body),
    onSuccess: (): void => form.reset({ ...form.getValues(), feedUrl: '' }),
  });
  const feedUrl = useWatch({ control, name: 'feedUrl' });

  return (
    <section className={styles.block} aria-label={t.schedules}>
      <h3 className={card.title}>{t.schedules}</h3>
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
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t.addSchedule}
      >
        <FormText control={control} name="feedUrl" label={t.feedUrl} inputMode="url" placeholder="https://" />
        <FormSelect control={control} name="format" label={t.format} options={FORMAT_OPTIONS} empty="yrl" />
        <FormSelect control={control} name="period" label={t.period} options={PERIOD_OPTIONS} empty="daily" />
        <Button type="submit" variant="secondary" disabled={!feedUrl.trim()} loading={pending}>
          {t.addSchedule}
        </Button>
      </form>
    </section>
  );
}
