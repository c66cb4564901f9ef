// Names and comments people type are plain text: stored with no markup, no control or direction-changing
// characters and no runs of blank lines, and encoded wherever they are shown (React, PDF text, e-mail escaping).
const TAGS = /<\/?[a-zA-Z!][^<>]*>/g;
// C0/C1 controls except tab and newline, zero-width and bidirectional overrides.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Strips until nothing changes: one pass would turn `<<b>img onerror=…>` into a working `<img>`. */
function stripTags(text: string): string {
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(TAGS, '');
  }
  return text;
}

export function plainText(text: string, { multiline = true } = {}): string {
  let clean = stripTags(text.replace(/\r\n?/g, '\n').replace(INVISIBLE, ''));
  clean = multiline
    ? clean.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n')
    : clean.replace(/\s+/g, ' ');
  return clean.trim();
}
