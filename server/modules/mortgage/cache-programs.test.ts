// Mortgage programs through the cache: the monthly-payment filter of a cached search follows the admin's change
// of the programs on the next read.
import { beforeAll, describe, expect, it } from 'vitest';
import { CellStatus, Layout, Payment, Role, Structure } from '#shared/enums.ts';
import type { TMortgageProgram } from '#shared/schemas/mortgage.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { oneSectionComplex } from '../../test/worlds/complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { useTestApp } from '../../test/use-app.ts';
import { useActor } from '../../test/worlds/cabinet.ts';
import * as mortgageApi from '#shared/api/mortgage.ts';
import * as searchApi from '#shared/api/search.ts';

const t = useTestApp();
const admin = useActor(t, Role.admin);
const viewer = useActor(t, Role.user);
let objectId: number;

beforeAll(async () => {
  const { object } = await oneSectionComplex(
    t,
    {
      title: 'ЖК Семейный',
      type: Structure.apart,
      published: true,
      payments: [Payment.familyMortgage],
    },
    plainGrid({
      floors: 1,
      risers: 1,
      cell: () => ({ cntApart: Layout.two, area: 50, price: 5_000_000, status: CellStatus.sale }),
    }),
  );
  objectId = object.id;
});

/** Units of the complex a generous monthly payment finds (0 when the complex is not listed). */
async function unitsFound(): Promise<number> {
  const res = await t.callRaw(
    searchApi.searchCards,
    { body: { objectId, monthlyPayment: 1_000_000 } },
    viewer,
  );
  expect(res.statusCode, res.body).toBe(200);
  const [card] = (res.json() as TSearchResponse).data;
  return card && !card.isOffer ? card.relevantCount : 0;
}

describe('[cache] mortgage programs', () => {
  it('closing the only program the complex takes empties the monthly-payment search; reopening refills it', async () => {
    const list = (await t.call(mortgageApi.listMortgagePrograms)).json().data as TMortgageProgram[];
    const { updatedAt: _, ...family } = list.find((p) => p.payment === Payment.familyMortgage)!;
    expect(await unitsFound()).toBe(1);

    const closed = await t.call(
      mortgageApi.updateMortgagePrograms,
      {
        body: {
          programs: [{ ...family, active: false }],
        },
      },
      admin,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await unitsFound()).toBe(0);

    const version = (closed.json().data as TMortgageProgram[]).find(
      (p) => p.payment === family.payment,
    )!.version;
    const open = await t.call(
      mortgageApi.updateMortgagePrograms,
      {
        body: {
          programs: [{ ...family, active: true, version }],
        },
      },
      admin,
    );
    expect(open.statusCode, open.body).toBe(200);
    expect(await unitsFound()).toBe(1);
  });
});
