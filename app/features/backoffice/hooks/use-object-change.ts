// The editor's changes as the tabs use them: a failure is toasted (see reportError), a success may say so. A save
// refused as stale is the editor's to show (the «Данные изменились» dialog), not a toast.
import { useObjectChange as useObjectMutation } from '#app/resources/backoffice.ts';
import { isStaleEdit } from '#app/lib/stale-edit.ts';
import { toast } from '#app/lib/toast-store.ts';
import { reportError } from '#app/lib/toast-error.ts';

export function useObjectChange(id: number, options: { keep422?: boolean; success?: string } = {}) {
  return useObjectMutation(id, {
    onSuccess: () => {
      if (options.success) toast(options.success, { tone: 'success' });
    },
    onError: (error) => {
      if (!isStaleEdit(error)) reportError(error, options);
    },
  });
}
