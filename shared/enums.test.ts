import { describe, expect, it } from 'vitest';
import {
  Ability,
  AMENITY_OPTIONS,
  BUILDER_FEATURE_OPTIONS,
  isAmenity,
  AgreementType,
  CellStatus,
  CommissionType,
  ContactSource,
  ContractTotal,
  defineEnum,
  Electricity,
  Feature,
  Gas,
  Heating,
  HouseClass,
  HouseRoad,
  HouseType,
  Interior,
  Kind,
  Layout,
  Market,
  Material,
  OfferStatus,
  Parking,
  Payment,
  PriceChange,
  Role,
  RoomType,
  RowType,
  rowTypeLetter,
  Sewage,
  Structure,
  Territory,
  Water,
  type NumericEnum,
} from './enums.ts';

describe('[enums] defineEnum', () => {
  const Tone = defineEnum({ calm: [1, 'Спокойный'], loud: [3, 'Громкий'], none: [0, 'Без звука'] });

  it('gives the values by key, every id in order and the options with titles', () => {
    expect(Tone.calm).toBe(1);
    expect(Tone.loud).toBe(3);
    expect(Tone.ids).toEqual([1, 3, 0]);
    expect(Tone.options).toEqual([
      { key: 'calm', value: 1, title: 'Спокойный' },
      { key: 'loud', value: 3, title: 'Громкий' },
      { key: 'none', value: 0, title: 'Без звука' },
    ]);
  });

  it('title: the Russian title, or "" for an unknown, null or missing value', () => {
    expect(Tone.title(3)).toBe('Громкий');
    expect(Tone.title(0)).toBe('Без звука');
    expect(Tone.title(2)).toBe('');
    expect(Tone.title(null)).toBe('');
    expect(Tone.title(undefined)).toBe('');
  });

  it('has: only the numbers of the enum, never their strings or keys', () => {
    expect(Tone.has(1)).toBe(true);
    expect(Tone.has(0)).toBe(true);
    for (const value of [2, '1', 'calm', null, undefined, 1.5, NaN])
      expect(Tone.has(value), String(value)).toBe(false);
  });

  it('keyOf: the key of a value, or undefined', () => {
    expect(Tone.keyOf(3)).toBe('loud');
    expect(Tone.keyOf(7)).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(Tone)).toBe(true);
  });
});

/** "assignment 1, fund 2" → [['assignment', 1], ['fund', 2]]. */
const pairs = (spec: string) =>
  spec.split(', ').map((part) => {
    const [, key, value] = /^(\S+) (\d+)$/.exec(part)!;
    return [key!, Number(value)] as const;
  });
/** "1 to 22 in order: blacklist, concierge" → [['blacklist', 1], ['concierge', 2]]. */
const ordered = (names: string) => names.split(', ').map((key, i) => [key, i + 1] as const);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEnum = NumericEnum<any>;
const entriesOf = (e: AnyEnum) => e.options.map((o) => [o.key, o.value] as const);

describe('[enums] the numeric enumerations of PRODUCT §3, value for value', () => {
  // Each line is PRODUCT §3's own text; the names on the right are ours where PRODUCT gives no code name.
  const table: [string, AnyEnum, readonly (readonly [string, number])[]][] = [
    ['Cell status', CellStatus, pairs('assignment 1, fund 2, reserve 3, sale 4, sold 5')],
    ['Row type', RowType, pairs('parking 1, ground 2, live 3, mansard 4, duplex 5')],
    ['Offer status', OfferStatus, pairs('draft 1, active 2, inactive 3, archive 4, disabled 5')],
    ['Kind', Kind, pairs('realty 1, offer 2, unit 3')],
    ['Market', Market, pairs('primary 1, secondary 2')],
    ['Parking', Parking, pairs('underground 1, multilevel 2, covered 3, house 4')],
    [
      'Features',
      Feature,
      ordered(
        'blacklist, concierge, elevator, childrenArea, landscapeDecore, sportArea, spa, fitness, pool, kindergarten, tennisCourt, recreationZone, fountain, garden, sauna, restaurant, billiards, checkout, helicopterLandingArea, commercialProperty, cctv, new',
      ),
    ],
    [
      'Payment',
      Payment,
      ordered(
        'military, maternal, mortgage, installment, familyMortgage, stateSupportMortgage, itMortgage, preferenceMortgage, trancheMortgage, subsideMortgage, taxes, cash',
      ),
    ],
    ['Layout (cntApart)', Layout, pairs('studio 1, one 2, two 3, three 4, all 5, penthouse 6')],
    [
      'Room type',
      RoomType,
      pairs('zhiloeRoom 1, nezhiloeRoom 2, apartmentRoom 3, partFlat 4, apartRoom 5, zhiloeHouse 6'),
    ],
    [
      'Interior',
      Interior,
      pairs('zeroInt 1, chernInt 2, predChistInt 3, chistInt 4, remInt 5, chastRemInt 6'),
    ],
    ['Class', HouseClass, pairs('economy 1, comfort 2, business 3, elit 4')],
    ['Territory', Territory, pairs('close 1, guarded 2, open 3')],
    ['Type', HouseType, pairs('apartment 1, cottage 2')],
    ['Structure', Structure, pairs('apart 1, cottage 2')],
    ['Commission', CommissionType, pairs('toAgent 0, fiftyFifty 1, placeAbove 2')],
    [
      'Agreement type',
      AgreementType,
      ordered(
        'Booking, Loan, Investment, PurchaseAndSale, AgreementOfIntentions, Accumulation, Assignment, AssignmentLoan214, AssignmentLoan215, ContractOfWork, SimplePartnership, ShareContribution, Preliminary, Justice',
      ),
    ],
    ['Contract total', ContractTotal, pairs('partial 1, full 2')],
    ['Contact source', ContactSource, pairs('profile 1, ads 2')],
    ['Roles', Role, pairs('user 1, agent 2, moder 3, admin 4, disabled 5')],
    [
      'Sort or price-change options',
      PriceChange,
      pairs('priceUp 1, priceDown 2, percentUp 3, percentDown 4'),
    ],
    // Variant lists: PRODUCT gives their sizes and meanings, not their names.
    ['House road (asphalt, dirt, concrete)', HouseRoad, pairs('asphalt 1, dirt 2, concrete 3')],
    ['Electricity (connected or not)', Electricity, pairs('connected 1, notConnected 2')],
    ['Gas (yes or no)', Gas, pairs('yes 1, no 2')],
    ['Water (central or borehole)', Water, pairs('central 1, borehole 2')],
    ['Sewage (central or local treatment)', Sewage, pairs('central 1, local 2')],
  ];

  it.each(table)('%s', (_name, e, expected) => {
    expect(entriesOf(e)).toEqual(expected);
    for (const option of e.options) expect(option.title, `${_name}: ${option.key}`).toMatch(/\S/);
  });

  it('material 1 to 9; heating 1 to 4', () => {
    expect(Material.ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Heating.ids).toEqual([1, 2, 3, 4]);
  });

  it('the mass row-change titles are PRODUCT §9’s', () => {
    expect(PriceChange.options.map((o) => o.title)).toEqual([
      'Увеличить стоимость за м²',
      'Уменьшить стоимость за м²',
      'Увеличить стоимость на %',
      'Уменьшить стоимость на %',
    ]);
  });

  it('row-type letters on the grid: parking П, ground Ц, mansard М, duplex Д, live empty', () => {
    expect(rowTypeLetter).toEqual({
      [RowType.parking]: 'П',
      [RowType.ground]: 'Ц',
      [RowType.mansard]: 'М',
      [RowType.duplex]: 'Д',
      [RowType.live]: '',
    });
  });

  it('abilities: cabinet, ad-create, accept-cabinet-requests', () => {
    expect(Object.values(Ability)).toEqual(['cabinet', 'ad-create', 'accept-cabinet-requests']);
  });
});

describe('[enums] amenities', () => {
  it('leave out the moderation mark for everyone and the «Новинка» badge for buyers', () => {
    const titles = (list: readonly { title: string }[]) => list.map((o) => o.title);
    expect(titles(AMENITY_OPTIONS)).not.toContain('В чёрном списке');
    expect(titles(AMENITY_OPTIONS)).not.toContain('Новинка');
    expect(AMENITY_OPTIONS).toHaveLength(Feature.ids.length - 2);
    expect(titles(BUILDER_FEATURE_OPTIONS)).not.toContain('В чёрном списке');
    expect(titles(BUILDER_FEATURE_OPTIONS)).toContain('Новинка');
    expect(isAmenity(Feature.pool)).toBe(true);
    expect(isAmenity(Feature.blacklist)).toBe(false);
  });
});
