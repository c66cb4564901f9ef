// The random id a browser keeps for the links it opens (sent as X-Visitor-Id): the agent sees one client however
// often they come back, and the client finds their own marks and comments again. Without storage it lasts until the
// page reloads.
const KEY = 'snapshotVisitor';
export const VISITOR_HEADER = 'X-Visitor-Id';

let memory: string | null = null;

function fresh(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function visitorId(): string {
  try {
    const kept = window.localStorage.getItem(KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = fresh();
    window.localStorage.setItem(KEY, made);
    return made;
  } catch {
    memory ??= fresh();
    return memory;
  }
}

export const visitorHeaders = () => ({ [VISITOR_HEADER]: visitorId() });
