// Text for server-built HTML (the first paint, link previews, the unsubscribe page): what people typed is escaped.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe inside HTML. */
export const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
