// Login limits (seconds and counts); the code request answers the first two so the client can show them.
export const CODE_LIMITS = {
  /** A new code for the same phone no sooner than this. */
  resendSeconds: 60,
  /** How long a code stays valid. */
  ttlSeconds: 5 * 60,
  /** Wrong tries before a code is burned. */
  maxAttempts: 5,
  /** Codes per phone per window. */
  perPhone: 5,
  /** Code requests per IP per window. */
  perIp: 30,
  windowSeconds: 60 * 60,
} as const;
