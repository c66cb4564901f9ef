import { describe, expect, it } from 'vitest';
import { unflatten } from './form-body.ts';

describe('[chess-editor] form posts', () => {
  it('nests bracketed keys back into objects and lists', () => {
    expect(
      unflatten([
        ['status', '4'],
        ['cells[0][bbox][0]', '1'],
        ['cells[0][bbox][1]', '2'],
        ['cells[1][key]', 'new-1'],
        ['meta[name]', 'А'],
      ]),
    ).toEqual({ status: '4', cells: [{ bbox: ['1', '2'] }, { key: 'new-1' }], meta: { name: 'А' } });
  });

  it('never assigns prototype keys', () => {
    const body = unflatten([
      ['__proto__[admin]', '1'],
      ['a[constructor][prototype][x]', '1'],
    ]);
    expect(body).toEqual({});
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
