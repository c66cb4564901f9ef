// The national data's regions: every federal subject of server/db/reference/regions.json at its real centre, with
// its share of Russia's new-build stock (the big agglomerations hold most of it), its market's price per м² of a
// comfort-class flat and its tier (how much business and elite class it builds, how far its city spreads).
import { readFileSync } from 'node:fs';
import { SHIPPED_REGIONS } from '#server/admin/regions.ts';

/** Share weight, comfort-class ₽/м², tier (3 capitals, 2 million-plus cities and resorts, 1 the rest). */
const MARKETS: Record<string, [weight: number, squarePrice: number, tier: 1 | 2 | 3]> = {
  Москва: [14, 390_000, 3],
  'Московская область': [12, 210_000, 2],
  'Санкт-Петербург': [7, 260_000, 3],
  'Ленинградская область': [4, 160_000, 2],
  'Краснодарский край': [9, 185_000, 2],
  'Республика Татарстан': [3.5, 210_000, 2],
  'Свердловская область': [3.5, 175_000, 2],
  'Новосибирская область': [3, 165_000, 2],
  'Республика Башкортостан': [3, 150_000, 2],
  'Ростовская область': [3, 135_000, 2],
  'Тюменская область': [2.5, 150_000, 2],
  'Самарская область': [2, 140_000, 2],
  'Нижегородская область': [2, 170_000, 2],
  'Челябинская область': [2, 120_000, 2],
  'Пермский край': [1.8, 145_000, 2],
  'Воронежская область': [1.8, 125_000, 2],
  'Красноярский край': [1.5, 150_000, 2],
  'Калининградская область': [1.5, 160_000, 2],
  'Республика Крым': [1.2, 170_000, 2],
  Севастополь: [0.8, 230_000, 2],
  'Ставропольский край': [1.2, 110_000, 1],
  'Приморский край': [1.2, 200_000, 2],
  'Иркутская область': [1, 140_000, 1],
  'Омская область': [1, 105_000, 1],
  'Саратовская область': [1, 100_000, 1],
  'Волгоградская область': [1, 105_000, 1],
  'Республика Дагестан': [1, 85_000, 1],
  'Ярославская область': [0.8, 120_000, 1],
  'Тульская область': [0.8, 120_000, 1],
  'Калужская область': [0.7, 115_000, 1],
  'Удмуртская Республика': [0.7, 115_000, 1],
  'Хабаровский край': [0.7, 165_000, 1],
};
const OTHER: [number, number, 1] = [0.35, 95_000, 1];

export interface NationalRegion {
  name: string;
  centre: string;
  latitude: number;
  longitude: number;
  weight: number;
  squarePrice: number;
  tier: 1 | 2 | 3;
}

export function nationalRegions(): NationalRegion[] {
  const file = JSON.parse(readFileSync(SHIPPED_REGIONS, 'utf8')) as {
    regions: { name: string; centre?: string; latitude: number; longitude: number }[];
  };
  return file.regions.map((r) => {
    const [weight, squarePrice, tier] = MARKETS[r.name] ?? OTHER;
    return {
      name: r.name,
      centre: r.centre ?? r.name,
      latitude: r.latitude,
      longitude: r.longitude,
      weight,
      squarePrice,
      tier,
    };
  });
}

/** District names a Russian city has (unique within a region). */
export const DISTRICT_NAMES = [
  'Центральный',
  'Ленинский',
  'Октябрьский',
  'Советский',
  'Кировский',
  'Заречный',
  'Северный',
  'Южный',
  'Западный',
  'Восточный',
  'Железнодорожный',
  'Пролетарский',
  'Фрунзенский',
  'Калининский',
  'Московский',
  'Первомайский',
  'Индустриальный',
  'Свердловский',
  'Красногвардейский',
  'Приморский',
  'Северо-Западный',
  'Юго-Западный',
  'Северо-Восточный',
  'Юго-Восточный',
];
