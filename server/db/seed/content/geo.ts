// Sochi for the demo: Краснодарский край, the city's four districts and their microdistricts, with real coordinates.
// Anchors sit inland; the seed places complexes around them on the land side of the coastline below.

export const REGION_NAME = 'Краснодарский край';

export interface DistrictData {
  key: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface PlaceData {
  key: string;
  name: string;
  district: string;
  latitude: number;
  longitude: number;
  /** How the address starts: «г. Сочи, …». */
  addressPrefix: string;
  streets: readonly string[];
  /** Kilometres the seed may move a point away from the anchor. */
  spreadKm: number;
  mountain?: boolean;
}

export const DISTRICTS: readonly DistrictData[] = [
  { key: 'central', name: 'Центральный', latitude: 43.5855, longitude: 39.7231 },
  { key: 'khostinsky', name: 'Хостинский', latitude: 43.548, longitude: 39.81 },
  { key: 'adlersky', name: 'Адлерский', latitude: 43.4385, longitude: 39.929 },
  { key: 'lazarevsky', name: 'Лазаревский', latitude: 43.909, longitude: 39.34 },
];

const SOCHI = 'г. Сочи, ';

export const PLACES: readonly PlaceData[] = [
  {
    key: 'center',
    name: 'Центр',
    district: 'central',
    latitude: 43.588,
    longitude: 39.729,
    addressPrefix: SOCHI,
    streets: [
      'Курортный проспект',
      'ул. Навагинская',
      'ул. Роз',
      'ул. Виноградная',
      'ул. Горького',
      'ул. Воровского',
    ],
    spreadKm: 0.7,
  },
  {
    key: 'makarenko',
    name: 'Макаренко',
    district: 'central',
    latitude: 43.6035,
    longitude: 39.7345,
    addressPrefix: SOCHI,
    streets: ['ул. Макаренко', 'ул. Пластунская', 'ул. Транспортная', 'ул. Тоннельная'],
    spreadKm: 0.8,
  },
  {
    key: 'donskaya',
    name: 'Донская',
    district: 'central',
    latitude: 43.61,
    longitude: 39.74,
    addressPrefix: SOCHI,
    streets: ['ул. Донская', 'ул. Гагринская', 'ул. Чебрикова', 'ул. Клубничная'],
    spreadKm: 0.8,
  },
  {
    key: 'zarechny',
    name: 'Заречный',
    district: 'central',
    latitude: 43.5985,
    longitude: 39.748,
    addressPrefix: SOCHI,
    streets: ['ул. Пасечная', 'ул. Гайдара', 'ул. Полтавская', 'ул. Труда'],
    spreadKm: 0.7,
  },
  {
    key: 'mamayka',
    name: 'Мамайка',
    district: 'central',
    latitude: 43.6385,
    longitude: 39.715,
    addressPrefix: SOCHI,
    streets: [
      'ул. Ленинградская',
      'ул. Ясногорская',
      'ул. Высокогорная',
      'ул. Рахманинова',
      'ул. Петрозаводская',
    ],
    spreadKm: 0.9,
  },
  {
    key: 'svetlana',
    name: 'Светлана',
    district: 'khostinsky',
    latitude: 43.5735,
    longitude: 39.7495,
    addressPrefix: SOCHI,
    streets: ['ул. Пирогова', 'ул. Вишнёвая', 'ул. Ивановская', 'ул. Санаторная'],
    spreadKm: 0.7,
  },
  {
    key: 'bytkha',
    name: 'Бытха',
    district: 'khostinsky',
    latitude: 43.565,
    longitude: 39.766,
    addressPrefix: SOCHI,
    streets: ['ул. Бытха', 'ул. Лысая гора', 'ул. Дмитриевой', 'ул. Чехова'],
    spreadKm: 0.7,
  },
  {
    key: 'matsesta',
    name: 'Мацеста',
    district: 'khostinsky',
    latitude: 43.558,
    longitude: 39.8,
    addressPrefix: SOCHI,
    streets: ['ул. Старошоссейная', 'ул. Аллея Челтенхэма', 'ул. Тепличная', 'ул. Коммунальная'],
    spreadKm: 0.9,
  },
  {
    key: 'khosta',
    name: 'Хоста',
    district: 'khostinsky',
    latitude: 43.519,
    longitude: 39.877,
    addressPrefix: SOCHI,
    streets: ['ул. Платановая', 'ул. Шоссейная', 'ул. Ялтинская', 'ул. Октябрьская', 'ул. Хлебозаводская'],
    spreadKm: 0.8,
  },
  {
    key: 'kudepsta',
    name: 'Кудепста',
    district: 'khostinsky',
    latitude: 43.505,
    longitude: 39.902,
    addressPrefix: SOCHI,
    streets: ['ул. Искры', 'ул. Краснодонская', 'ул. Дивноморская', 'ул. Армянская'],
    spreadKm: 0.9,
  },
  {
    key: 'golubye-dali',
    name: 'Голубые Дали',
    district: 'adlersky',
    latitude: 43.46,
    longitude: 39.911,
    addressPrefix: SOCHI,
    streets: ['ул. Ленина', 'ул. Мира', 'ул. Львовская', 'ул. Тростниковая'],
    spreadKm: 0.7,
  },
  {
    key: 'kurortny',
    name: 'Курортный городок',
    district: 'adlersky',
    latitude: 43.423,
    longitude: 39.932,
    addressPrefix: SOCHI,
    streets: ['ул. Кирова', 'ул. Демократическая', 'ул. Павлика Морозова', 'ул. Богдана Хмельницкого'],
    spreadKm: 0.8,
  },
  {
    key: 'sirius',
    name: 'Сириус',
    district: 'adlersky',
    latitude: 43.415,
    longitude: 39.96,
    addressPrefix: 'г. Сочи, Сириус, ',
    streets: [
      'Олимпийский проспект',
      'ул. Триумфальная',
      'ул. Фигурная',
      'ул. Голубая',
      'ул. Акаций',
      'ул. Ресурсная',
    ],
    spreadKm: 1,
  },
  {
    key: 'krasnaya-polyana',
    name: 'Красная Поляна',
    district: 'adlersky',
    latitude: 43.6795,
    longitude: 40.205,
    addressPrefix: 'г. Сочи, пгт. Красная Поляна, ',
    streets: ['ул. Защитников Кавказа', 'ул. Турчинского', 'ул. Заповедная', 'ул. Пчеловодов'],
    spreadKm: 1,
    mountain: true,
  },
  {
    key: 'esto-sadok',
    name: 'Эсто-Садок',
    district: 'adlersky',
    latitude: 43.686,
    longitude: 40.26,
    addressPrefix: 'г. Сочи, с. Эсто-Садок, ',
    streets: ['ул. Эстонская', 'ул. Медовея', 'ул. Ачипсинская', 'ул. Горная'],
    spreadKm: 0.8,
    mountain: true,
  },
  {
    key: 'dagomys',
    name: 'Дагомыс',
    district: 'lazarevsky',
    latitude: 43.665,
    longitude: 39.662,
    addressPrefix: 'г. Сочи, п. Дагомыс, ',
    streets: ['ул. Армавирская', 'ул. Российская', 'ул. Делегатская', 'Батумское шоссе'],
    spreadKm: 0.9,
  },
  {
    key: 'loo',
    name: 'Лоо',
    district: 'lazarevsky',
    latitude: 43.712,
    longitude: 39.596,
    addressPrefix: 'г. Сочи, п. Лоо, ',
    streets: ['ул. Декабристов', 'ул. Разина', 'ул. Енисейская', 'ул. Таллинская'],
    spreadKm: 0.9,
  },
  {
    key: 'lazarevskoe',
    name: 'Лазаревское',
    district: 'lazarevsky',
    latitude: 43.912,
    longitude: 39.342,
    addressPrefix: 'г. Сочи, п. Лазаревское, ',
    streets: ['ул. Победы', 'ул. Калараш', 'ул. Лазарева', 'ул. Павлова'],
    spreadKm: 0.9,
  },
];

/**
 * The shore from Лазаревское (north-west) to the Псоу (south-east), a coarse polyline of [latitude, longitude].
 * Walking along it, the sea lies on the right (south-west), the land on the left.
 */
export const COASTLINE: readonly (readonly [number, number])[] = [
  [43.93, 39.3],
  [43.905, 39.327],
  [43.86, 39.4],
  [43.79, 39.48],
  [43.735, 39.545],
  [43.7, 39.585],
  [43.66, 39.648],
  [43.64, 39.685],
  [43.615, 39.7],
  [43.595, 39.708],
  [43.58, 39.716],
  [43.565, 39.73],
  [43.548, 39.765],
  [43.535, 39.8],
  [43.52, 39.845],
  [43.505, 39.87],
  [43.49, 39.89],
  [43.455, 39.9],
  [43.425, 39.912],
  [43.405, 39.935],
  [43.39, 39.975],
  [43.382, 40.01],
];
