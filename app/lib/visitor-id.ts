// The visitor id the server signs for a browser reading a link (sent back as X-Visitor-Id): the agent sees one
// client however often, and from wherever, they come back, and the client finds their own marks and comments again.
// The browser keeps what the server gave it; until then it sends none. Without storage it lasts until a reload.
import { SNAPSHOT_VISITOR_KEY as KEY, VISITOR_HEADER } from '#shared/snapshot-visitor.ts';

export { VISITOR_HEADER };

let memory: string | null = null;

export function visitorId(): string | null {
  try {
    return window.localStorage.getItem(KEY) ?? memory;
  } catch {
    return memory;
  }
}

export function keepVisitorId(id: string): void {
  memory = id;
  try {
    window.localStorage.setItem(KEY, id);
  } catch {
    // Storage unavailable: kept in memory.
  }
}

export const visitorHeaders = (): Record<string, string> => {
  const id = visitorId();
  return id ? { [VISITOR_HEADER]: id } : {};
};
