// The server's first paint (decision 033): the page may arrive with the feed's or an object's first screen in plain
// HTML over a hidden root. The app removes it once its own screen is drawn, and keeps the cookies that let the
// server paint it for this session (a page load carries no Authorization header) in step with localStorage.
import { FEED_COOKIE, FIRST_PAINT_ID, FIRST_PAINT_PATHS, SESSION_COOKIE } from '#shared/first-paint.ts';
import { isNativeApp } from './platform.ts';

const YEAR_S = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string | null, paths: readonly string[]): void {
  if (typeof document === 'undefined' || isNativeApp()) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const path of paths) {
    document.cookie = value
      ? `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${YEAR_S}; SameSite=Lax${secure}`
      : `${name}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`;
  }
}

/** The session's token for the painted pages only (never sent to /api); null forgets it. */
export const mirrorSession = (token: string | null): void =>
  writeCookie(SESSION_COOKIE, token, FIRST_PAINT_PATHS);

/** The feed's first-page body, so the painted feed is the one the app asks for. */
export const mirrorFeedRequest = (payload: string): void => writeCookie(FEED_COOKIE, payload, ['/feed']);

/** How long the painted screen waits for its first photo once the app's screen is ready. */
const PHOTO_WAIT_MS = 3000;

/**
 * Removes the painted first screen (the app's root shows in its place); once, whatever calls it first. A first
 * photo still loading is waited for, and drawn once: it stays the page's largest paint, which the app's photo of the
 * same size then does not replace.
 */
export function releaseFirstPaint(): void {
  if (typeof document === 'undefined') return;
  const painted = document.getElementById(FIRST_PAINT_ID);
  if (!painted) return;
  const photo = painted.querySelector('img');
  if (!photo) {
    painted.remove();
    return;
  }
  let done = false;
  const remove = () => {
    if (done) return;
    done = true;
    painted.remove();
  };
  // Decoded, then one frame drawn with it (the second frame's callback runs after the first is painted).
  void photo
    .decode()
    .catch(() => undefined)
    .then(() => requestAnimationFrame(() => requestAnimationFrame(remove)));
  window.setTimeout(remove, PHOTO_WAIT_MS);
}

/** How long a painted screen may wait for the app's own (a screen that never marks its content). */
const RELEASE_FALLBACK_MS = 8000;

/** At start: the painted screen goes when the address changes or after the fallback, whichever is first. */
export function watchFirstPaint(subscribe: (listener: () => void) => () => void): void {
  const painted = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID);
  if (!painted) return;
  const path = painted.dataset.path;
  const timer = window.setTimeout(releaseFirstPaint, RELEASE_FALLBACK_MS);
  const stop = subscribe(() => {
    if (location.pathname === path) return;
    releaseFirstPaint();
    window.clearTimeout(timer);
    stop();
  });
}
