// PRODUCT §4: 'not accepted' → terms accepted → 'not verified' → email verified → 'active' (docs/decisions/002-user-lifecycle.md).
import { UserStatus, type TUserStatus } from '#shared/enums.ts';

/**
 * The status after a change of terms or email. A user past 'not accepted' has accepted the terms even if
 * termsAcceptedAt is empty (accounts made by seeds or staff), so the status itself is the witness.
 */
export function statusAfter(user: {
  status: TUserStatus;
  termsAcceptedAt: Date | null;
  emailVerifiedAt: Date | null;
}): TUserStatus {
  const termsAccepted = user.termsAcceptedAt !== null || user.status !== UserStatus.notAccepted;
  if (!termsAccepted) return UserStatus.notAccepted;
  return user.emailVerifiedAt ? UserStatus.active : UserStatus.notVerified;
}

/** Emails are compared and stored in lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
