// The complex page's deadline history (issue 28).
export const deadlineHistoryTexts = {
  title: 'Срок сдачи',
  /** {0}: «2 раза», {1}: the chain «IV кв. 2025 → II кв. 2026». */
  shifted: 'Срок сдачи переносился {0}: {1}',
  times: ['раз', 'раза', 'раз'] as const,
  /** {0}: from, {1}: to. */
  move: '{0} → {1}',
  earlier: 'срок приближен',
} as const;
