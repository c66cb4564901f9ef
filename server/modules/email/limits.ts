// Email verification links: how long they live and how often they may be sent.
export const VERIFY_LIMITS = {
  ttlHours: 24,
  resendSeconds: 60,
} as const;
