// What of a URL a trace may keep: no query string or fragment (tokens, phones, a sent link's key), and no path
// segment that looks like a secret: a sent link's key (22 characters of base64url) or the Telegram bot's token in the
// Bot API's path (/bot123:ABC…/sendMessage). Route words are lower case without digits, keys are not.
const OPAQUE_SEGMENT = /^[A-Za-z0-9_:.-]{16,}$/;
const looksSecret = (segment: string) => OPAQUE_SEGMENT.test(segment) && /[0-9A-Z]/.test(segment);

export function scrubTraceUrl(value: string): string {
  const cut = value.search(/[?#]/);
  const withoutQuery = cut === -1 ? value : value.slice(0, cut);
  const schemeEnd = withoutQuery.indexOf('://');
  const pathStart = schemeEnd === -1 ? 0 : withoutQuery.indexOf('/', schemeEnd + 3);
  if (pathStart === -1) return withoutQuery;
  const head = withoutQuery.slice(0, pathStart);
  const path = withoutQuery
    .slice(pathStart)
    .split('/')
    .map((segment) => (looksSecret(segment) ? ':secret' : segment))
    .join('/');
  return head + path;
}
