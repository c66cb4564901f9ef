import { describe, expect, it } from 'vitest';
import { Layout } from './enums.ts';
import { layoutTitle } from './analytics-labels.ts';
import { unitKindOf, UnitKind } from './unit-kind.ts';

describe('[analytics] a layout row’s title', () => {
  it('names the units with no layout for what they are: parking places and premises, never flats', () => {
    expect(unitKindOf(null, null)).not.toBe(UnitKind.flat);
    expect(layoutTitle(0)).toBe('Машино-места и нежилые');
    expect(layoutTitle(Layout.studio)).toBe('Студия');
  });
});
