// Where the browser keeps the visitor id the server signed for a sent link's reader, and the header it is sent back
// in: the app (app/lib/visitor-id.ts) and the early script (shared/early-script.ts) agree on them.
export const SNAPSHOT_VISITOR_KEY = 'snapshotVisitor';
export const VISITOR_HEADER = 'X-Visitor-Id';
