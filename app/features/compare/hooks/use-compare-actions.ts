// Adding to and taking out of the comparison, with what the person is told: how many are compared now and a way
// to the screen; a fifth item is refused with the server's Russian text.
import { useNavigate } from 'react-router';
import { COMPARE_LIMIT } from '#shared/compare.ts';
import { fill } from '#shared/texts/ru.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { paths } from '#app/lib/paths.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useAddCompare, useRemoveCompare, type CompareRef } from '#app/resources/compare.ts';

// The toasts' words come with the first change, not with the cards' buttons.
const texts = () => import('#shared/texts/compare.ts').then((m) => m.compareTexts);

export async function reportCompareError(error: unknown, open?: () => void): Promise<void> {
  if (error instanceof ApiError && error.handled) return;
  const t = await texts();
  toast(errorText(error), {
    tone: 'error',
    action: open ? { label: t.openList, onClick: open } : undefined,
  });
}

export function useCompareActions() {
  const navigate = useNavigate();
  const addOne = useAddCompare();
  const removeOne = useRemoveCompare();
  const open = () => void navigate(paths.compare());

  /** Adds several in turn; stops at the first refusal (the list is full). Returns how many were added. */
  const add = async (refs: CompareRef[]): Promise<number> => {
    let added = 0;
    for (const ref of refs) {
      try {
        const list = await addOne.mutateAsync(ref);
        added += 1;
        if (refs.length === 1) {
          const t = await texts();
          toast(fill(t.addedToast, list.data.length, COMPARE_LIMIT), {
            tone: 'success',
            action: { label: t.openList, onClick: open },
          });
        }
      } catch (error) {
        await reportCompareError(error, open);
        break;
      }
    }
    return added;
  };

  const remove = async (ref: CompareRef) => {
    try {
      await removeOne.mutateAsync(ref);
    } catch (error) {
      await reportCompareError(error);
    }
  };

  return { add, remove, open, busy: addOne.isPending || removeOne.isPending };
}
