import { beforeAll, describe, expect, it } from 'vitest';
import { CellStatus, Layout, OfferStatus, Payment, Role, Structure, type TPayment } from '#shared/enums.ts';
import { bestMortgage, wholeRoubles, type MortgageProgramTerms } from '#shared/mortgage.ts';
import type { TMortgageProgram } from '#shared/schemas/mortgage.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { oneSectionComplex } from '../../test/worlds/complex.ts';
import { createOffer } from '../../db/seed/create-offer.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, type Actor } from '../../test/worlds/cabinet.ts';
import * as chessApi from '#shared/api/chess.ts';
import * as mortgageApi from '#shared/api/mortgage.ts';
import * as searchApi from '#shared/api/search.ts';

const t = useTestApp();
let admin: Actor;
let moder: Actor;
let agent: Actor;
let user: Actor;
/** Accepts the market and the family mortgage: units at 5, 7.5 and 12 млн. */
let family: { id: number; sectionId: number };
/** Takes cash only. */
let cashOnly: number;
let offerId: number;

const PRICES = [5_000_000, 7_500_000, 12_000_000];

async function programs(): Promise<TMortgageProgram[]> {
  const res = await t.call(mortgageApi.listMortgagePrograms);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const byPayment = (list: TMortgageProgram[], payment: number) => list.find((p) => p.payment === payment)!;

async function search(filter: Record<string, unknown>) {
  const res = await t.callRaw(searchApi.searchCards, { body: filter }, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchResponse;
}

/** How many units of the family complex a filter finds (0 when the complex is not listed). */
async function unitsFound(monthlyPayment: number): Promise<number> {
  const [card] = (await search({ objectId: family.id, monthlyPayment })).data;
  return card && !card.isOffer ? card.relevantCount : 0;
}

/** A complex of one section with one unit per price, on sale. */
async function complexWith(title: string, payments: number[], prices: number[]) {
  const { object, pavilions } = await oneSectionComplex(
    t,
    { title, type: Structure.apart, published: true, payments: payments as TPayment[] },
    plainGrid({
      floors: prices.length,
      risers: 1,
      cell: (floor) => ({
        cntApart: Layout.two,
        area: 50,
        price: prices[floor - 1]!,
        squarePrice: null,
        status: CellStatus.sale,
      }),
    }),
  );
  return { id: object.id, sectionId: pavilions[0]!.sections[0]!.id };
}

beforeAll(async () => {
  admin = await actor(t, Role.admin);
  moder = await actor(t, Role.moder);
  agent = await actor(t, Role.agent);
  user = await actor(t, Role.user);
  family = await complexWith('ЖК Семейный', [Payment.mortgage, Payment.familyMortgage, Payment.cash], PRICES);
  cashOnly = (await complexWith('ЖК Наличные', [Payment.cash], [3_000_000])).id;
  const offer = await createOffer(t.db, t.storage, {
    offer: { userId: agent.user.id, status: OfferStatus.active, price: 6_000_000, area: 40, cntApart: 2 },
  });
  offerId = offer.id;
});

describe('[mortgage] the programs', () => {
  it('answers every mortgage program with the 2026 defaults, without a login', async () => {
    const list = await programs();
    expect(list.map((p) => p.payment).sort((a, b) => a - b)).toEqual([1, 3, 5, 6, 7, 8, 9, 10]);
    expect(byPayment(list, Payment.familyMortgage)).toMatchObject({
      rate: 6,
      minDownPercent: 20,
      maxYears: 30,
      maxLoan: 6_000_000,
      active: true,
      resale: false,
    });
    expect(byPayment(list, Payment.mortgage)).toMatchObject({ rate: 21.5, maxLoan: null, resale: true });
    // The general preferential programs closed in July 2024.
    expect(byPayment(list, Payment.preferenceMortgage).active).toBe(false);
    expect(byPayment(list, Payment.stateSupportMortgage).active).toBe(false);
  });

  it('lets only an admin change them: moderators, agents, users and guests are refused', async () => {
    const body = {
      programs: [
        {
          payment: Payment.itMortgage,
          rate: 5,
          minDownPercent: 20,
          maxYears: 30,
          maxLoan: 9_000_000,
          active: 1,
          resale: 0,
        },
      ],
    };
    expect((await t.callRaw(mortgageApi.updateMortgagePrograms, { body })).statusCode).toBe(401);
    for (const who of [user, agent, moder]) {
      const res = await t.callRaw(mortgageApi.updateMortgagePrograms, { body }, who);
      expect(res.statusCode).toBe(403);
      expect(res.failure().type).toBe('Forbidden');
    }
    expect(byPayment(await programs(), Payment.itMortgage).rate).toBe(6);
  });

  it('saves the admin’s terms in the client’s form and moves the version on', async () => {
    const before = byPayment(await programs(), Payment.trancheMortgage);
    const res = await t.call(
      mortgageApi.updateMortgagePrograms,
      {
        body: {
          programs: [
            {
              payment: String(Payment.trancheMortgage),
              rate: '18.75',
              minDownPercent: '15',
              maxYears: '25',
              maxLoan: '',
              active: '1',
              resale: '0',
              version: before.version,
            },
          ],
        },
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = byPayment(res.json().data, Payment.trancheMortgage);
    expect(saved).toMatchObject({ rate: 18.75, minDownPercent: 15, maxYears: 25, maxLoan: null });
    expect(saved.version).toBe(before.version + 1);
    expect(byPayment(await programs(), Payment.trancheMortgage).rate).toBe(18.75);
  });

  it('refuses bad terms with Russian texts under the fields', async () => {
    const row = {
      payment: Payment.mortgage,
      rate: 21.5,
      minDownPercent: 20,
      maxYears: 30,
      maxLoan: null,
      active: true,
      resale: true,
    };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ rate: 55 }, 'programs.0.rate', /Ставка — от 0 до 40 %/],
      [{ rate: -1 }, 'programs.0.rate', /Ставка/],
      [{ rate: 'abc' }, 'programs.0.rate', /числом/],
      [{ minDownPercent: 95 }, 'programs.0.minDownPercent', /Взнос — от 0 до 90 %/],
      [{ minDownPercent: 12.5 }, 'programs.0.minDownPercent', /целое/],
      [{ maxYears: 31 }, 'programs.0.maxYears', /от 1 до 30 лет/],
      [{ maxYears: 0 }, 'programs.0.maxYears', /от 1 до 30 лет/],
      [{ maxLoan: 50 }, 'programs.0.maxLoan', /Лимит/],
      [{ payment: Payment.cash }, 'programs.0.payment', /не ипотечная/],
    ];
    for (const [patch, field, text] of cases) {
      const res = await t.call(
        mortgageApi.updateMortgagePrograms,
        { body: { programs: [{ ...row, ...patch }] } },
        admin,
      );
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.failure().errors[field]?.[0], JSON.stringify(patch)).toMatch(text);
    }
    const twice = await t.call(mortgageApi.updateMortgagePrograms, { body: { programs: [row, row] } }, admin);
    expect(twice.statusCode).toBe(422);
    expect(twice.failure().errors['programs.1.payment'][0]).toBe('Программа указана дважды');
    const empty = await t.call(mortgageApi.updateMortgagePrograms, { body: { programs: [] } }, admin);
    expect(empty.statusCode).toBe(422);
    expect((await t.callRaw(mortgageApi.updateMortgagePrograms, { body: 'garbage' }, admin)).statusCode).toBe(
      422,
    );
    expect(byPayment(await programs(), Payment.mortgage).rate).toBe(21.5);
  });

  it('refuses a save from an old copy with 409 and writes none of its programs', async () => {
    const list = await programs();
    const it6 = byPayment(list, Payment.itMortgage);
    const fam = byPayment(list, Payment.familyMortgage);
    const res = await t.call(
      mortgageApi.updateMortgagePrograms,
      {
        body: {
          programs: [
            { ...fam, rate: 7, version: fam.version },
            { ...it6, rate: 7, version: it6.version - 1 + 5 },
          ].map(({ updatedAt: _, ...p }) => p),
        },
      },
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      type: 'NotAcceptable',
      message: 'Ипотечные программы изменил другой администратор. Обновите страницу.',
    });
    expect(byPayment(await programs(), Payment.familyMortgage)).toMatchObject({
      rate: 6,
      version: fam.version,
    });
  });
});

describe('[mortgage] «Платёж в месяц до …» in search and on the chessboard', () => {
  let terms: MortgageProgramTerms[];
  /** The «Ипотека от …» of each unit, as the card shows it. */
  let payments: number[];

  beforeAll(async () => {
    terms = await programs();
    payments = PRICES.map((price) => {
      const best = bestMortgage(price, terms, [Payment.mortgage, Payment.familyMortgage, Payment.cash])!;
      return wholeRoubles(best.figures.monthly);
    });
  });

  it('computes in SQL exactly the payment the card shows: the boundary rouble decides', async () => {
    // 5 and 7.5 млн fit the family mortgage (loans 4 and 6 млн), 12 млн only the market one.
    expect(payments[0]).toBeLessThan(payments[1]!);
    expect(payments[2]).toBeGreaterThan(100_000);
    for (const [i, payment] of payments.entries()) {
      expect(await unitsFound(payment), `unit ${i}`).toBe(i + 1);
      expect(await unitsFound(payment - 1), `unit ${i}`).toBe(i);
    }
  });

  it('never finds a complex that takes no mortgage, and counts the same as it lists', async () => {
    const filter = { monthlyPayment: 10_000_000 };
    const found = await search(filter);
    const ids = found.data.map((c) => c.id);
    expect(ids).toContain(family.id);
    expect(ids).not.toContain(cashOnly);
    const count = await t.call(searchApi.countSearch, { body: filter }, user);
    expect(count.json().count).toBe(found.meta.total);
  });

  it('matches resale offers by the programs open to resale flats', async () => {
    // 6 млн: the military mortgage (open to resale, a 5.1 млн loan under its limit) beats the market one.
    const best = bestMortgage(6_000_000, terms, 'resale')!;
    expect(best.program.payment).toBe(Payment.military);
    const at = wholeRoubles(best.figures.monthly);
    const fits = await search({ market: 2, monthlyPayment: at });
    expect(fits.data.map((o) => o.id)).toContain(offerId);
    const below = await search({ market: 2, monthlyPayment: at - 1 });
    expect(below.data.map((o) => o.id)).not.toContain(offerId);
  });

  it('hands the chessboard the accepted payments and highlights the units that fit', async () => {
    const res = await t.callRaw(
      chessApi.getChessSection,
      {
        params: { id: family.id, sectionId: family.sectionId },
        body: {
          monthlyPayment: payments[1],
        },
      },
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.payments).toEqual([Payment.mortgage, Payment.familyMortgage, Payment.cash]);
    const relevant = view.cells
      .filter((c: { data: { relevant: boolean } }) => c.data.relevant)
      .map((c: { data: { price: number } }) => c.data.price)
      .sort((a: number, b: number) => a - b);
    expect(relevant).toEqual([5_000_000, 7_500_000]);
    expect(view.relevantCount).toBe(2);
  });

  it('refuses a negative or absurd amount with a Russian 422', async () => {
    for (const monthlyPayment of [-1, 1e13, 'много']) {
      const res = await t.callRaw(searchApi.searchCards, { body: { monthlyPayment } }, user);
      expect(res.statusCode).toBe(422);
      expect(res.failure().errors.monthlyPayment[0]).toMatch(/[А-Яа-я]/);
    }
  });
});
