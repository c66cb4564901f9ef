// The user's saved filters: name, conditions, when saved; apply one to the feed, or delete it (confirmed).
import { formatDate } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import type { TSavedFilter } from '#shared/schemas/user.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useDeleteFilter } from '#app/resources/saved-filters.ts';
import { describeFilter } from '../lib/describe-filter.ts';
import { NotifyChoice } from './notify-choice.tsx';
import styles from './saved-filters.module.css';

const t = collectionTexts.filters;
const CHIPS = 6;

export interface SavedFiltersListProps {
  filters: readonly TSavedFilter[];
  /** The saved filter the feed uses now, if any. */
  currentId?: number;
  onApply: (filter: TSavedFilter) => void;
}

export function SavedFiltersList({ filters, currentId, onApply }: SavedFiltersListProps) {
  const confirm = useConfirm();
  const remove = useDeleteFilter();

  const deleteOne = async (filter: TSavedFilter) => {
    const ok = await confirm({
      title: fill(t.deleteTitle, filter.name),
      confirmLabel: t.delete,
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(filter.id);
      toast(t.deleted, { tone: 'success' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <ul className={styles.list} data-testid="saved-filters">
      {filters.map((filter) => {
        const chips = describeFilter(filter.filter);
        const applied = filter.id === currentId;
        return (
          <li key={filter.id} className={styles.item} data-applied={applied || undefined}>
            <div className={styles.text}>
              <h2 className={styles.name}>{filter.name}</h2>
              <ul className={styles.chips}>
                {chips.length === 0 ? (
                  <li className={styles.chip}>{t.anything}</li>
                ) : (
                  chips.slice(0, CHIPS).map((chip) => (
                    <li key={chip} className={styles.chip}>
                      {chip}
                    </li>
                  ))
                )}
                {chips.length > CHIPS && (
                  <li className={styles.more}>{fill(t.more, chips.length - CHIPS)}</li>
                )}
              </ul>
              <p className={styles.date}>{fill(t.savedAt, formatDate(filter.createdAt))}</p>
              <NotifyChoice filter={filter} />
            </div>
            <div className={styles.actions}>
              <Button
                variant={applied ? 'secondary' : 'primary'}
                size="sm"
                onClick={() => onApply(filter)}
                aria-label={`${t.apply}: ${filter.name}`}
              >
                {applied ? t.applied : t.apply}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className={styles.danger}
                onClick={() => void deleteOne(filter)}
                disabled={remove.isPending}
                aria-label={`${t.delete}: ${filter.name}`}
              >
                {t.delete}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
