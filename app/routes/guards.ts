// Route guards of PRODUCT §2, in its order: no token → auth_home; load the user if not loaded;
// 'not accepted' → onboarding; 'not verified' → verify-email. They run as route loaders, before a page renders.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { TUser } from '#shared/schemas/user.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { errorDestination } from '#app/lib/error-policy.ts';
import { paths } from '#app/lib/paths.ts';
import { queryClient, shouldRetry } from '#app/lib/query-client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { rememberReturnTo } from '#app/lib/return-to.ts';
import { endLocalSession } from '#app/lib/session.ts';
import { getToken } from '#app/lib/storage.ts';
import { ACTIVE, NOT_ACCEPTED, statusPath } from '#app/lib/user-status.ts';
import { fetchUser } from '#app/resources/user.ts';

/** Marks the routes behind the login guard (the API client reads it for ThrottleLimit). */
export interface RouteHandle {
  guarded?: boolean;
}

/** The page a loader was asked for; React Router builds the request from the route path under hash history too. */
function requested(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

const isNetworkError = (error: unknown) => error instanceof ApiError && error.type === 'NetworkError';

/**
 * No answer at all (the browser may still say it is online): the pages kept on this device come back, the user
 * among them. Loaded only then, as at an offline start (app/start.tsx).
 */
async function keptUser(): Promise<TUser | null> {
  const restored = await import('#app/lib/offline-restore.ts')
    .then((m) => m.restoreOfflineCache())
    .catch(() => false);
  return restored ? (queryClient.getQueryData<TUser>(queryKeys.user) ?? null) : null;
}

/** The login guard: a token, then the user from the cache or POST /api/user/data. Throws a redirect otherwise. */
export async function requireUser(request: Request): Promise<TUser> {
  if (!getToken()) {
    const target = requested(request);
    if (target !== paths.feed()) rememberReturnTo(target);
    throw redirect(paths.authHome());
  }
  try {
    return await queryClient.ensureQueryData({
      queryKey: queryKeys.user,
      queryFn: ({ signal }) => fetchUser({ signal, errors: 'throw' }),
      // Asked even when the app believes it is offline, and once: no answer opens the kept pages at once.
      networkMode: 'always',
      retry: (count, error) => !isNetworkError(error) && shouldRetry(count, error),
    });
  } catch (error) {
    const kept = isNetworkError(error) ? await keptUser() : null;
    if (kept) return kept;
    if (error instanceof ApiError) {
      const destination = errorDestination(error, { pathname: new URL(request.url).pathname, guarded: true });
      if (destination) {
        if (destination.endSession) endLocalSession();
        throw redirect(destination.to);
      }
    }
    throw error;
  }
}

/** Screens of an active user: everything behind the login guard but onboarding and email verification. */
export async function activeGuard({ request }: LoaderFunctionArgs) {
  const step = statusPath(await requireUser(request));
  if (step) throw redirect(step);
  return null;
}

/** Onboarding is for 'not accepted' only; anyone else goes on to their step. */
export async function onboardingGuard({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (user.status !== NOT_ACCEPTED) throw redirect(statusPath(user) ?? paths.feed());
  return null;
}

/** What the letter's link came back with: `?verified=1` or `?error=invalid`; null on the plain page. */
export function linkOutcome(search: URLSearchParams): 'verified' | 'invalid' | null {
  if (search.get('verified') === '1') return 'verified';
  return search.has('error') ? 'invalid' : null;
}

/**
 * Email verification: after onboarding; an active user sees it only with the outcome of the link. The link may be
 * opened where nobody is logged in (another browser, the mail app): the outcome is then shown without a session.
 */
export async function verifyEmailGuard({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const outcome = linkOutcome(query);
  if (!getToken() && outcome) return null;
  const user = await requireUser(request);
  if (user.status === NOT_ACCEPTED) throw redirect(paths.onboarding());
  if (user.status === ACTIVE && !outcome) throw redirect(paths.feed());
  return null;
}

/** auth_home and auth_code: a stored token skips to the feed. */
export function guestGuard() {
  if (getToken()) throw redirect(paths.feed());
  return null;
}
