// The editor's changes as the tabs use them: a failure is toasted (see reportError), a success may say so.
import { useObjectChange as useObjectMutation } from '#app/resources/backoffice.ts';
import { toast } from '#app/lib/toast-store.ts';
import { reportError } from '../lib/report-error.ts';

export function useObjectChange(id: number, options: { keep422?: boolean; success?: string } = {}) {
  return useObjectMutation(id, {
    onSuccess: () => {
      if (options.success) toast(options.success, { tone: 'success' });
    },
    onError: (error) => reportError(error, options),
  });
}
