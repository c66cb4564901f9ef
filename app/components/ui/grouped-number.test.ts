import { describe, expect, it } from 'vitest';
import {
  caretAfter,
  groupDigits,
  readGroupedEdit,
  significantBefore,
  stripSpaces,
} from './grouped-number.ts';

describe('[ui] grouped number', () => {
  it('groups the whole part by three and leaves the fraction alone', () => {
    expect(groupDigits('')).toBe('');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('1000')).toBe('1 000');
    expect(groupDigits('14606000')).toBe('14 606 000');
    expect(groupDigits('12345.6789')).toBe('12 345.6789');
    expect(groupDigits('12.')).toBe('12.');
  });

  it('strips every kind of space', () => {
    expect(stripSpaces('14 606\u00a0000\u202f5')).toBe('146060005');
  });

  it('keeps the caret after the same digits', () => {
    expect(significantBefore('14 606 000', 4)).toBe(3);
    expect(caretAfter('149 606 000', 3)).toBe(3);
    expect(caretAfter('149 606 000', 4)).toBe(5);
    expect(caretAfter('1 000', 0)).toBe(0);
    expect(caretAfter('1 000', 9)).toBe(5);
  });

  it('a digit typed in the middle lands there and the caret stays after it', () => {
    // «14 6|06 000» + «9» → the field shows «14 69|06 000» before it is grouped again.
    const edit = readGroupedEdit('14606000', '14 6906 000', 5, null);
    expect(edit).toEqual({ raw: '146906000', digitsBefore: 4 });
    expect(groupDigits(edit.raw)).toBe('146 906 000');
    expect(caretAfter(groupDigits(edit.raw), edit.digitsBefore)).toBe(5);
  });

  it('deleting a space deletes the digit beyond it', () => {
    // «14 |606» Backspace → «14|606»: the 4 goes.
    expect(readGroupedEdit('14606', '14606', 2, 'backward')).toEqual({ raw: '1606', digitsBefore: 1 });
    // «14| 606» Delete → «14|606»: the 6 goes.
    expect(readGroupedEdit('14606', '14606', 2, 'forward')).toEqual({ raw: '1406', digitsBefore: 2 });
  });
});
