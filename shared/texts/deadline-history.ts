// The complex page's deadline history (issue 28).
import { countWords } from './count-words.ts';

export const deadlineHistoryTexts = {
  title: 'Срок сдачи',
  /** {0}: «2 раза», {1}: the chain «IV кв. 2025 → II кв. 2026». */
  shifted: 'Срок сдачи переносился {0}: {1}',
  times: countWords.time,
  /** {0}: from, {1}: to. */
  move: '{0} → {1}',
  earlier: 'срок приближен',
} as const;
