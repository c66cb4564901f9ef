// Personal data out of error reports before they leave (server/observability/error-reports.ts, app/lib/error-reports.ts):
// phone numbers (+7 or 8 and ten digits, in any common spacing), bearer tokens, e-mail addresses, the values of
// fields named like a token, code, phone or secret, Authorization and Cookie headers, and query strings (a link
// may carry a token or a phone). Dependency-free, so the browser's lazy chunk stays small.

export const FILTERED = '[Filtered]';

/** +7 or 8 (not inside a hex id or a word), then ten digits with spaces, dashes, dots or brackets between them: +7 (918) 123-45-67, 89181234567. */
const PHONE = /(?:\+\s*7|(?<!\w)8)(?:[\s\-().]*\d){10}(?!\d)/g;
/** Encoded in a URL: %2B7… */
const ENCODED_PHONE = /%2B7(?:(?:%20|[\s\-().])*\d){10}(?!\d)/gi;
const BEARER = /\b(Bearer|Basic|Token)\s+[\w\-.~+/]+=*/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A query string after a path or an address: `/api/x?token=…`, `https://host/p?phone=…`. */
const QUERY = /((?:https?:\/\/[^\s/?#"'<>]+)?\/[^\s?#"'<>]*)\?[^\s#"'<>]*/g;

/** Field names whose values never leave, whatever they hold. */
const SECRET_KEY = /^(sms_?)?code$|(token|phone|password|secret|authorization|cookie)$/i;
/** Keys dropped altogether (Sentry's request fields). */
const DROPPED_KEYS = new Set(['query_string', 'cookies']);

export function scrubText(text: string): string {
  return text
    .replace(QUERY, `$1?${FILTERED}`)
    .replace(ENCODED_PHONE, FILTERED)
    .replace(PHONE, FILTERED)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(EMAIL, FILTERED);
}

/**
 * A deep copy with personal data replaced: strings scrubbed, secret fields filtered, Authorization/Cookie headers
 * and query strings dropped. Cycles and depth beyond 12 become FILTERED.
 */
export function scrub<T>(value: T): T {
  const seen = new WeakSet<object>();
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return scrubText(node);
    if (node === null || typeof node !== 'object') return node;
    if (seen.has(node) || depth > 12) return FILTERED;
    seen.add(node);
    if (Array.isArray(node)) return node.map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      if (DROPPED_KEYS.has(key)) continue;
      out[key] =
        SECRET_KEY.test(key) && child !== null && child !== undefined ? FILTERED : walk(child, depth + 1);
    }
    return out;
  };
  return walk(value, 0) as T;
}
