// A client's comment and name are plain text shown to the agent: no markup, no control or direction-changing
// characters, no runs of blank lines. The page renders them as text anyway; this keeps the stored text clean.
const TAGS = /<\/?[a-zA-Z!][^<>]*>/g;
// C0/C1 controls except tab and newline, zero-width and bidirectional overrides.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

export function cleanText(text: string, { multiline = true } = {}): string {
  let clean = text.replace(/\r\n?/g, '\n').replace(TAGS, '').replace(INVISIBLE, '');
  clean = multiline
    ? clean.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n')
    : clean.replace(/\s+/g, ' ');
  return clean.trim();
}
