import { describe, expect, it } from 'vitest';
import { formEntries, toClientForm } from './client-form.ts';

describe('[client-form] outgoing bodies', () => {
  it('turns booleans into 1/0 and null into "" at any depth', () => {
    expect(
      toClientForm({
        published: true,
        isFinished: false,
        site: null,
        title: 'ЖК Море',
        price: 0,
        characteristics: { parking: [1, 2], territory: null, guarded: true },
        cells: [{ id: 3, disabled: false, data: { plan: null } }],
        flags: [true, false, null],
      }),
    ).toEqual({
      published: 1,
      isFinished: 0,
      site: '',
      title: 'ЖК Море',
      price: 0,
      characteristics: { parking: [1, 2], territory: '', guarded: 1 },
      cells: [{ id: 3, disabled: 0, data: { plan: '' } }],
      flags: [1, 0, ''],
    });
  });

  it('drops undefined keys, keeps empty strings and converts scalars at the top', () => {
    expect(toClientForm({ a: undefined, b: '' })).toEqual({ b: '' });
    expect(toClientForm(true)).toBe(1);
    expect(toClientForm(null)).toBe('');
    expect(toClientForm(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:00:00.000Z');
  });

  it('passes files through untouched', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    expect((toClientForm({ image: file }) as { image: Blob }).image).toBe(file);
  });

  it('refuses values a form cannot carry', () => {
    expect(() => toClientForm({ f: () => 1 })).toThrow(TypeError);
  });

  it('flattens nested fields into bracketed multipart entries', () => {
    const file = new Blob(['x']);
    expect(
      formEntries({
        name: 'Корпус 1',
        published: false,
        plan: null,
        ids: [4, 5],
        none: [],
        meta: { a: true },
        file,
      }),
    ).toEqual([
      ['name', 'Корпус 1'],
      ['published', '0'],
      ['plan', ''],
      ['ids[0]', '4'],
      ['ids[1]', '5'],
      ['none', ''],
      ['meta[a]', '1'],
      ['file', file],
    ]);
  });
});
