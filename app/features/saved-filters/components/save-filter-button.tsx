// «Сохранить фильтр»: asks a name (only non-empty text counts, PRODUCT §5) and saves the given filter under it. The
// button is on the feed's first screen; the words of the question and the answer come with the tap.
import { fill } from '#shared/texts/ru.ts';
import { saveFilterLabel } from '#shared/texts/collections-menu.ts';
import { Button } from '#app/components/ui/button.tsx';
import { usePrompt } from '#app/components/ui/dialogs.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { useSaveFilter } from '#app/resources/saved-filters.ts';
import { savableFilter } from '../lib/feed-filter.ts';

export interface SaveFilterButtonProps {
  filter: Record<string, unknown>;
  /** The name offered at first (a saved filter's own). */
  suggestedName?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  label?: string;
  disabled?: boolean;
  className?: string;
}

export function SaveFilterButton({
  filter,
  suggestedName,
  variant = 'secondary',
  size = 'md',
  label = saveFilterLabel,
  disabled,
  className,
}: SaveFilterButtonProps) {
  const prompt = usePrompt();
  const save = useSaveFilter();

  const run = async () => {
    const t = (await import('#shared/texts/collections.ts')).collectionTexts.filters;
    const name = await prompt({
      title: t.saveTitle,
      label: t.nameLabel,
      placeholder: t.namePlaceholder,
      initialValue: suggestedName,
      maxLength: 100,
      confirmLabel: t.saveShort,
    });
    if (!name) return;
    try {
      const saved = await save.mutateAsync({ name, filter: savableFilter(filter) });
      toast(fill(t.saved, saved.name), { tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      const field = error instanceof ApiError ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
      toast(field ?? errorText(error), { tone: 'error' });
    }
  };

  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => void run()}
      loading={save.isPending}
      disabled={disabled}
      className={className}
    >
      {label}
    </Button>
  );
}
