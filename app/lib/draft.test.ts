import { describe, expect, it } from 'vitest';
import { changedFields, draftOnTop } from './draft.ts';

describe('draftOnTop', () => {
  it('keeps what the user changed and takes the rest from the fresh data', () => {
    const initial = { price: '100', number: '1', parking: [1], status: 4 };
    const current = { price: '150', number: '1', parking: [1, 2], status: 4 };
    const fresh = { price: '120', number: '1а', parking: [1], status: 3 };
    expect(changedFields(initial, current)).toEqual({ price: '150', parking: [1, 2] });
    expect(draftOnTop(initial, current, fresh)).toEqual({
      price: '150',
      number: '1а',
      parking: [1, 2],
      status: 3,
    });
  });

  it('counts a picked file as a change and leaves an untouched one alone', () => {
    const file = new File(['x'], 'plan.png');
    expect(changedFields({ plan: undefined }, { plan: file })).toEqual({ plan: file });
    expect(changedFields({ plan: file }, { plan: file })).toEqual({});
  });
});
