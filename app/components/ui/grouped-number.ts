// A number shown with spaces between thousands while it is typed («14 606 000»), and where the caret goes then:
// after as many digits as were left of it before, so a digit typed in the middle stays where it was typed.

/** Spaces a typist or a paste may bring: plain, no-break and narrow no-break. */
const SPACES = /[\s\u00a0\u202f]/g;

export const stripSpaces = (text: string): string => text.replace(SPACES, '');

/** «14606000.5» → «14 606 000.5»: the whole part in groups of three. */
export function groupDigits(raw: string): string {
  const point = raw.indexOf('.');
  const whole = point < 0 ? raw : raw.slice(0, point);
  const rest = point < 0 ? '' : raw.slice(point);
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') + rest;
}

/** How many characters other than spaces stand left of `caret` in `text`. */
export function significantBefore(text: string, caret: number): number {
  return stripSpaces(text.slice(0, caret)).length;
}

/** The caret position in `shown` after `count` characters other than spaces. */
export function caretAfter(shown: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i += 1) {
    if (shown[i] !== ' ') seen += 1;
    if (seen === count) return i + 1;
  }
  return shown.length;
}

/**
 * What an edit of the shown text means for the raw number: `typed` is the field's text after the edit, `caret` where
 * the caret is in it. Deleting only a space deletes the digit beyond it instead (otherwise the key would do nothing).
 */
export function readGroupedEdit(
  raw: string,
  typed: string,
  caret: number,
  direction: 'backward' | 'forward' | null,
): { raw: string; digitsBefore: number } {
  let next = stripSpaces(typed);
  let digitsBefore = significantBefore(typed, caret);
  if (next === raw && typed.length < groupDigits(raw).length && direction) {
    if (direction === 'backward' && digitsBefore > 0) {
      next = raw.slice(0, digitsBefore - 1) + raw.slice(digitsBefore);
      digitsBefore -= 1;
    } else if (direction === 'forward') {
      next = raw.slice(0, digitsBefore) + raw.slice(digitsBefore + 1);
    }
  }
  return { raw: next, digitsBefore };
}
