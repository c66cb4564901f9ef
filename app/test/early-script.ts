// For tests of the early requests index.html's inline script starts before the app.
import { earlyScript } from '#shared/early-script.ts';

/** Runs index.html's inline script as the browser would, at `path`. */
export function runEarlyScript(path: string) {
  window.history.replaceState(null, '', path);
  new Function(earlyScript())();
}

/** A JSON answer as fetch gives it. */
export const jsonAnswer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
