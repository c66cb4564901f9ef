// PRODUCT §8 as one pure table: where an API error sends the user, and whether the stored session must go.
import type { ApiError } from './api-error.ts';
import { paths } from './paths.ts';

export interface ErrorDestination {
  to: string;
  /** Session redirects replace the entry; pages the user may go back from are pushed. */
  replace: boolean;
  /** Unauthorized and UserIsBanned drop the stored token first. */
  endSession: boolean;
}

export interface ErrorContext {
  pathname: string;
  /** The current route is behind the login guard. */
  guarded: boolean;
}

/** null: the caller handles the error (InvalidSmsCode, 422, NotFound, NotAcceptable, server and network errors). */
export function errorDestination(error: ApiError, where: ErrorContext): ErrorDestination | null {
  switch (error.type) {
    case 'Forbidden':
      return { to: paths.accessDeny(), replace: false, endSession: false };
    case 'ThrottleLimit':
      // Elsewhere (the code screen) the caller shows the wait inline.
      if (!where.guarded && where.pathname !== paths.authHome()) return null;
      return { to: paths.throttle(error.seconds), replace: false, endSession: false };
    case 'EmailNotVerified':
      return { to: paths.verifyEmail(), replace: true, endSession: false };
    case 'PaymentRequired':
      return { to: paths.cabinet(), replace: true, endSession: false };
    case 'TermsNotAccepted':
      return { to: paths.onboarding(), replace: true, endSession: false };
    case 'Unauthorized':
      return { to: paths.authHome(), replace: true, endSession: true };
    case 'UserIsBanned':
      return { to: paths.authHome({ banned: true }), replace: true, endSession: true };
    default:
      return null;
  }
}
