// A file's name as a list shows it: without the extension an icon already says, and a long one cut in the middle
// so its end («…итоговое», «…редакция 3») stays readable — CSS can only cut at the end.

/** A document's name in a list beside its type icon: about two lines on a phone. */
export const documentLabel = (name: string, ext: string): string =>
  middleEllipsis(withoutExtension(name, ext), 48);

/** «Договор.docx», «docx» → «Договор»; a name without that extension stays as it is. */
export function withoutExtension(name: string, ext: string): string {
  const suffix = `.${ext}`;
  return ext && name.toLowerCase().endsWith(suffix.toLowerCase()) && name.length > suffix.length
    ? name.slice(0, -suffix.length)
    : name;
}

/**
 * At most `max` characters: the beginning, «…» and the end (about a third of the room), cut between words where a
 * word boundary is near, never inside a surrogate pair.
 */
export function middleEllipsis(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  if (max <= 1) return '…';
  const tailLength = Math.floor((max - 1) / 3);
  const headLength = max - 1 - tailLength;
  let head = chars.slice(0, headLength).join('');
  let tail = chars.slice(chars.length - tailLength).join('');
  // A word cut in two reads worse than one left out: back to the nearest space in the cut half.
  if (chars[headLength] !== ' ') {
    const space = head.lastIndexOf(' ');
    if (space > head.length / 2) head = head.slice(0, space + 1);
  }
  if (chars[chars.length - tailLength - 1] !== ' ') {
    const space = tail.indexOf(' ');
    if (space >= 0 && space < tail.length / 2) tail = tail.slice(space);
  }
  return `${head.trimEnd()}…${tail.trimStart()}`;
}
