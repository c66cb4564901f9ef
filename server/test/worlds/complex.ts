// A complex of the worlds with one building of one section («Корпус 1», «Секция 1»): one unit unless a grid is given.
import { createComplex, type ComplexSpec, type CreatedComplex } from '../../db/seed/create-complex.ts';
import { plainGrid, type GridSpec } from '../../db/seed/grid.ts';
import type { TestContext } from '../app.ts';

export function oneSectionComplex(
  t: TestContext,
  object: ComplexSpec['object'],
  grid: GridSpec = plainGrid({ floors: 1, risers: 1 }),
): Promise<CreatedComplex> {
  return createComplex(t.db, t.storage, {
    object,
    pavilions: [{ name: 'Корпус 1', sections: [{ name: 'Секция 1', grid }] }],
  });
}
