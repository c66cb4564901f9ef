// What the server's first paint (server/modules/first-paint) and the app agree on: the cookies that mirror the
// session and the feed's last request for page loads (an HTML request carries no Authorization header), the
// placeholder's and the inlined data's element ids. Decision 033.

/** The bearer token, mirrored from localStorage for the pages below only (never sent to /api). */
export const SESSION_COOKIE = 'kv_session';
/** The feed's last first-page body (localStorage `early.feed`), for /feed only. */
export const FEED_COOKIE = 'kv_feed';
/** Where the mirrored cookies are sent: the pages the server paints first. */
export const FIRST_PAINT_PATHS = ['/feed', '/realty'] as const;
/** The server-rendered first screen, removed by the app once its own screen is drawn. */
export const FIRST_PAINT_ID = 'fp';
/** The answers the server already has, as [{ url, payload, body }], read by the early script. */
export const FIRST_PAINT_DATA_ID = 'fp-data';
/**
 * The placeholder's attribute with the app's module scripts (the entry first, then its preloads, space-separated):
 * a painted page asks for them from the early script once the first screen is drawn, not from its head.
 */
export const FIRST_PAINT_APP_ATTR = 'data-app';

export interface FirstPaintAnswer {
  url: string;
  payload: string;
  body: unknown;
}
