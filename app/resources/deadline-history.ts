// A complex's deadline history (shared/api/deadline-history.ts), under the complex's key so what refreshes it
// refreshes this.
import { getDeadlineHistory } from '#shared/api/deadline-history.ts';
import { call } from '#app/lib/call.ts';
import { complexPart } from './complex-part.ts';

const deadlineHistory = complexPart('deadline-history', (input, signal) =>
  call(getDeadlineHistory, input, { signal }),
);

export const deadlineHistoryQuery = deadlineHistory.query;
export const useDeadlineHistory = deadlineHistory.usePart;
