// A browser runs the web build it loaded; after a deploy the server's index.html points at other fingerprinted
// assets. The entry module's address (Vite puts a content hash in it, and any change of code changes it) tells one
// build from another, so the tab compares its own page with the one the server serves now (revalidated, no-cache).
const ENTRY = 'script[type="module"][src]';

/** The entry module's address in a page; null when it has none. */
export function entryOf(doc: Document): string | null {
  return doc.querySelector(ENTRY)?.getAttribute('src') ?? null;
}

export async function servedEntry(signal?: AbortSignal): Promise<string | null> {
  // The query keeps the service worker's precache from answering: the server's page, not the cached one.
  const response = await fetch('/index.html?build', { cache: 'no-cache', signal });
  if (!response.ok) return null;
  return entryOf(new DOMParser().parseFromString(await response.text(), 'text/html'));
}

/** The address of the build the server serves now, when it differs from the running one; else null. */
export async function newerWebBuild(): Promise<string | null> {
  const running = entryOf(document);
  if (!running) return null;
  const served = await servedEntry().catch(() => null);
  return served && served !== running ? served : null;
}
