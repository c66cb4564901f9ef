// An item of the comparison as GET /api/user/compare presents it, for component tests.
import type { TCompareItem } from '#shared/schemas/compare.ts';

export const compareItem = (overrides: Partial<TCompareItem> = {}): TCompareItem => ({
  kind: 3,
  itemId: 1,
  title: '2-комнатная квартира №12',
  place: 'ЖК Морской',
  objectId: 5,
  sectionId: 9,
  image: null,
  available: true,
  status: 4,
  price: 12_500_000,
  squarePrice: 250_000,
  area: 50,
  floor: 3,
  floors: 9,
  layout: 3,
  interior: 4,
  dateBuild: '2027-10-01',
  isFinished: false,
  houseClass: 2,
  material: 1,
  distanceSea: 350,
  parking: [1],
  payments: [3, 4],
  ...overrides,
});
