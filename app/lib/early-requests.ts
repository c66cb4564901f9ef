// Requests the page's inline early script (shared/early-script.ts) started while the app's code was still
// loading: the first API request of a cold visit goes out with the HTML, not after the scripts have run. The app
// takes such an answer instead of asking again when its own request is the very same one.
import { toClientForm } from '#shared/client-form.ts';
import { EARLY_FEED_KEY } from '#shared/early-feed-key.ts';
import { mirrorFeedRequest } from './first-paint.ts';

export interface EarlyRequest {
  method: string;
  url: string;
  payload: string;
  /** '' for a request sent without a session (a sent collection's link). */
  token: string;
  /** The sent link's visitor id it carried (X-Visitor-Id), '' for none. */
  visitor?: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __early?: EarlyRequest[];
  }
}

/** The early answer to exactly this request, once; null when there is none. */
export function takeEarly(
  method: string,
  url: string,
  payload: string,
  token: string | null,
  visitor = '',
): Promise<Response> | null {
  const list = typeof window === 'undefined' ? undefined : window.__early;
  if (!list) return null;
  const index = list.findIndex(
    (e) =>
      e.method === method &&
      e.url === url &&
      e.payload === payload &&
      e.token === (token ?? '') &&
      (e.visitor ?? '') === visitor,
  );
  if (index < 0) return null;
  const [early] = list.splice(index, 1);
  return early!.response;
}

/** What the feed asks for its first page, kept for the early script of the next visit. */
export function rememberFeedRequest(filter: unknown): void {
  try {
    const payload = JSON.stringify(toClientForm(filter));
    localStorage.setItem(EARLY_FEED_KEY, payload);
    mirrorFeedRequest(payload);
  } catch {
    // Storage full or unavailable: the next visit asks after the scripts, as before.
  }
}
