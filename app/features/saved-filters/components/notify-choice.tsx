// A saved filter's subscription: «Сразу», «Раз в день», «Не уведомлять», as one row of radio buttons. The choice
// shows at once and is saved; a refusal puts the old one back and says why.
import { useId, useState } from 'react';
import { FILTER_NOTIFY, type TFilterNotify } from '#shared/filter-alerts.ts';
import type { TSavedFilter } from '#shared/schemas/user.ts';
import { filterAlertTexts } from '#shared/texts/filter-alerts.ts';
import { toastError } from '#app/lib/toast-error.ts';
import { useSetFilterNotify } from '#app/resources/saved-filters.ts';
import styles from './notify-choice.module.css';

const t = filterAlertTexts.notify;

export function NotifyChoice({ filter }: { filter: TSavedFilter }) {
  const name = useId();
  const save = useSetFilterNotify();
  const [shown, setShown] = useState<TFilterNotify | null>(null);
  const value = shown ?? filter.notify;

  const choose = (notify: TFilterNotify) => {
    if (notify === value) return;
    setShown(notify);
    save.mutate(
      { id: filter.id, notify },
      {
        onSettled: () => setShown(null),
        onError: (error) => {
          toastError(error);
        },
      },
    );
  };

  return (
    <fieldset className={styles.choice} data-testid="filter-notify">
      <legend className={styles.legend}>{t.label}</legend>
      <div className={styles.options}>
        {FILTER_NOTIFY.map((option) => (
          <label key={option} className={styles.option} data-checked={option === value || undefined}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => choose(option)}
              className={styles.input}
            />
            {t[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
