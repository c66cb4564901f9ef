// Where a user's status sends them: onboarding for 'not accepted', email verification for 'not verified'. The route
// guards (app/routes/guards.ts) and the screens that end a step both ask.
import type { TUserStatus } from '#shared/enums.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { paths } from './paths.ts';

// Literal statuses, checked against TUserStatus: importing shared/enums.ts would bring Zod into the first screen.
export const NOT_ACCEPTED: TUserStatus = 'not accepted';
const NOT_VERIFIED: TUserStatus = 'not verified';
export const ACTIVE: TUserStatus = 'active';

export const isActiveUser = (user: Pick<TUser, 'status'> | undefined) => user?.status === ACTIVE;

/** Where a user's status sends them; null when they may use the app. */
export function statusPath(user: Pick<TUser, 'status'>): string | null {
  if (user.status === NOT_ACCEPTED) return paths.onboarding();
  if (user.status === NOT_VERIFIED) return paths.verifyEmail();
  return null;
}
