// Fictional developers, banks and the complexes of the demo. The first builders belong to the demo builder account.
import { HouseClass, Structure, type THouseClass, type TStructure } from '#shared/enums.ts';

export interface BuilderData {
  name: string;
  /** Short name for logos and e-mail domains. */
  short: string;
  slug: string;
}

export const BUILDERS: readonly BuilderData[] = [
  { name: 'ГК «Черноморстрой»', short: 'ЧС', slug: 'chernomorstroy' },
  { name: 'СЗ «Южный Дом»', short: 'ЮД', slug: 'yuzhny-dom' },
  { name: 'ГК «Кавказская Ривьера»', short: 'КР', slug: 'kavkaz-riviera' },
  { name: 'СК «Магнолия Девелопмент»', short: 'МД', slug: 'magnolia-dev' },
  { name: 'ГК «Новый Горизонт»', short: 'НГ', slug: 'novy-gorizont' },
  { name: 'СЗ «Сочи-Инвестстрой»', short: 'СИ', slug: 'sochi-investstroy' },
  { name: 'ГК «Эвкалипт»', short: 'ЭВ', slug: 'evkalipt' },
  { name: 'ИСК «Приморье»', short: 'ПР', slug: 'primorye' },
  { name: 'ГК «Адлер-Сити»', short: 'АС', slug: 'adler-city' },
  { name: 'СЗ «Горная Долина»', short: 'ГД', slug: 'gornaya-dolina' },
];

/** Builders whose complexes the demo builder account owns. */
export const DEMO_BUILDER_COMPANIES = [0, 1] as const;

export interface PartnerData {
  name: string;
  short: string;
  slug: string;
  /** A developer partner points at its builder. */
  builder?: number;
}

export const PARTNERS: readonly PartnerData[] = [
  { name: 'Банк «Черноморский»', short: 'БЧ', slug: 'bank-chernomorsky' },
  { name: 'Южный ипотечный банк', short: 'ЮИ', slug: 'yuzhny-ipotechny' },
  { name: 'Банк «Приморье Финанс»', short: 'ПФ', slug: 'primorye-finance' },
  { name: 'Кавказ Кредит Банк', short: 'КК', slug: 'kavkaz-credit' },
  { name: 'Банк «Горизонт»', short: 'БГ', slug: 'bank-gorizont' },
  { name: 'ГК «Черноморстрой»', short: 'ЧС', slug: 'chernomorstroy', builder: 0 },
  { name: 'СЗ «Южный Дом»', short: 'ЮД', slug: 'yuzhny-dom', builder: 1 },
  { name: 'ГК «Кавказская Ривьера»', short: 'КР', slug: 'kavkaz-riviera', builder: 2 },
  { name: 'СК «Магнолия Девелопмент»', short: 'МД', slug: 'magnolia-dev', builder: 3 },
  { name: 'ГК «Новый Горизонт»', short: 'НГ', slug: 'novy-gorizont', builder: 4 },
];

export interface ComplexData {
  title: string;
  slug: string;
  place: string;
  houseClass: THouseClass;
  structure: TStructure;
  builder: number;
  /** An unpublished draft of its owner. */
  draft?: boolean;
}

const { economy, comfort, business, elit } = HouseClass;
const apart = Structure.apart;
const cottage = Structure.cottage;

/** The order matters for the small seed used in tests: the first three cover every row type and a settlement. */
export const COMPLEXES: readonly ComplexData[] = [
  {
    title: 'ЖК Морской бриз',
    slug: 'morskoy-briz',
    place: 'svetlana',
    houseClass: business,
    structure: apart,
    builder: 0,
  },
  {
    title: 'ЖК Кипарисовая аллея',
    slug: 'kiparisovaya-alleya',
    place: 'makarenko',
    houseClass: comfort,
    structure: apart,
    builder: 0,
  },
  {
    title: 'КП Чайная долина',
    slug: 'chaynaya-dolina',
    place: 'dagomys',
    houseClass: comfort,
    structure: cottage,
    builder: 1,
  },
  {
    title: 'ЖК Лазурный берег',
    slug: 'lazurny-bereg',
    place: 'kurortny',
    houseClass: business,
    structure: apart,
    builder: 2,
  },
  {
    title: 'ЖК Горный воздух',
    slug: 'gorny-vozdukh',
    place: 'krasnaya-polyana',
    houseClass: elit,
    structure: apart,
    builder: 9,
  },
  {
    title: 'ЖК Светлый парк',
    slug: 'svetly-park',
    place: 'donskaya',
    houseClass: comfort,
    structure: apart,
    builder: 0,
  },
  {
    title: 'ЖК Магнолия',
    slug: 'magnoliya',
    place: 'center',
    houseClass: elit,
    structure: apart,
    builder: 3,
  },
  {
    title: 'ЖК Панорама Сочи',
    slug: 'panorama-sochi',
    place: 'bytkha',
    houseClass: business,
    structure: apart,
    builder: 1,
  },
  {
    title: 'ЖК Олимпийский квартал',
    slug: 'olimpiysky-kvartal',
    place: 'sirius',
    houseClass: comfort,
    structure: apart,
    builder: 8,
  },
  {
    title: 'ЖК Чайные холмы',
    slug: 'chaynye-kholmy',
    place: 'matsesta',
    houseClass: comfort,
    structure: apart,
    builder: 5,
  },
  {
    title: 'ЖК Ривьера Парк',
    slug: 'riviera-park',
    place: 'center',
    houseClass: business,
    structure: apart,
    builder: 0,
  },
  {
    title: 'ЖК Южные сады',
    slug: 'yuzhnye-sady',
    place: 'mamayka',
    houseClass: economy,
    structure: apart,
    builder: 6,
  },
  {
    title: 'ЖК Черноморская жемчужина',
    slug: 'chernomorskaya-zhemchuzhina',
    place: 'khosta',
    houseClass: business,
    structure: apart,
    builder: 2,
  },
  {
    title: 'ЖК Акватория',
    slug: 'akvatoriya',
    place: 'golubye-dali',
    houseClass: comfort,
    structure: apart,
    builder: 7,
  },
  {
    title: 'ЖК Альпийские луга',
    slug: 'alpiyskie-luga',
    place: 'esto-sadok',
    houseClass: elit,
    structure: apart,
    builder: 9,
  },
  {
    title: 'ЖК Пихтовый лес',
    slug: 'pikhtovy-les',
    place: 'krasnaya-polyana',
    houseClass: business,
    structure: apart,
    builder: 4,
  },
  {
    title: 'ЖК Солнечный Лоо',
    slug: 'solnechny-loo',
    place: 'loo',
    houseClass: economy,
    structure: apart,
    builder: 6,
  },
  {
    title: 'ЖК Новый Дагомыс',
    slug: 'novy-dagomys',
    place: 'dagomys',
    houseClass: economy,
    structure: apart,
    builder: 7,
  },
  {
    title: 'ЖК Мандарин',
    slug: 'mandarin',
    place: 'kudepsta',
    houseClass: comfort,
    structure: apart,
    builder: 1,
  },
  {
    title: 'ЖК Зелёная роща',
    slug: 'zelenaya-roshcha',
    place: 'zarechny',
    houseClass: economy,
    structure: apart,
    builder: 0,
  },
  { title: 'ЖК Платан', slug: 'platan', place: 'khosta', houseClass: comfort, structure: apart, builder: 2 },
  {
    title: 'ЖК Лавровый квартал',
    slug: 'lavrovy-kvartal',
    place: 'mamayka',
    houseClass: comfort,
    structure: apart,
    builder: 3,
  },
  {
    title: 'ЖК Белые паруса',
    slug: 'belye-parusa',
    place: 'lazarevskoe',
    houseClass: comfort,
    structure: apart,
    builder: 4,
  },
  {
    title: 'ЖК Имеретинский',
    slug: 'imeretinsky',
    place: 'sirius',
    houseClass: business,
    structure: apart,
    builder: 8,
  },
  {
    title: 'ЖК Донской квартал',
    slug: 'donskoy-kvartal',
    place: 'donskaya',
    houseClass: economy,
    structure: apart,
    builder: 5,
  },
  {
    title: 'ЖК Адлер Резиденс',
    slug: 'adler-residence',
    place: 'kurortny',
    houseClass: business,
    structure: apart,
    builder: 8,
  },
  {
    title: 'ЖК Самшитовая роща',
    slug: 'samshitovaya-roshcha',
    place: 'matsesta',
    houseClass: business,
    structure: apart,
    builder: 1,
  },
  {
    title: 'ЖК Вершина',
    slug: 'vershina',
    place: 'bytkha',
    houseClass: comfort,
    structure: apart,
    builder: 0,
    draft: true,
  },
  {
    title: 'ЖК Тёплый берег',
    slug: 'tyoply-bereg',
    place: 'sirius',
    houseClass: comfort,
    structure: apart,
    builder: 2,
  },
  {
    title: 'КП Мзымта Вилладж',
    slug: 'mzymta-village',
    place: 'krasnaya-polyana',
    houseClass: elit,
    structure: cottage,
    builder: 9,
  },
  {
    title: 'КП Кудепстинские холмы',
    slug: 'kudepstinskie-kholmy',
    place: 'kudepsta',
    houseClass: business,
    structure: cottage,
    builder: 3,
  },
  {
    title: 'КП Лоо Гарден',
    slug: 'loo-garden',
    place: 'loo',
    houseClass: comfort,
    structure: cottage,
    builder: 5,
  },
  {
    title: 'ЖК Эдельвейс',
    slug: 'edelveys',
    place: 'esto-sadok',
    houseClass: business,
    structure: apart,
    builder: 4,
  },
  {
    title: 'ЖК Морская симфония',
    slug: 'morskaya-simfoniya',
    place: 'center',
    houseClass: elit,
    structure: apart,
    builder: 7,
  },
  {
    title: 'ЖК Каштановый двор',
    slug: 'kashtanovy-dvor',
    place: 'makarenko',
    houseClass: comfort,
    structure: apart,
    builder: 0,
    draft: true,
  },
  {
    title: 'ЖК Лесная поляна',
    slug: 'lesnaya-polyana',
    place: 'zarechny',
    houseClass: comfort,
    structure: apart,
    builder: 1,
  },
  {
    title: 'ЖК Хостинский бульвар',
    slug: 'khostinsky-bulvar',
    place: 'khosta',
    houseClass: economy,
    structure: apart,
    builder: 6,
  },
  {
    title: 'ЖК Гармония',
    slug: 'garmoniya',
    place: 'svetlana',
    houseClass: comfort,
    structure: apart,
    builder: 3,
  },
  {
    title: 'ЖК Атлант',
    slug: 'atlant',
    place: 'mamayka',
    houseClass: business,
    structure: apart,
    builder: 4,
  },
  {
    title: 'ЖК Дагомысская долина',
    slug: 'dagomysskaya-dolina',
    place: 'dagomys',
    houseClass: comfort,
    structure: apart,
    builder: 5,
  },
  {
    title: 'ЖК Лазаревская ривьера',
    slug: 'lazarevskaya-riviera',
    place: 'lazarevskoe',
    houseClass: business,
    structure: apart,
    builder: 6,
  },
  {
    title: 'ЖК Маяк',
    slug: 'mayak',
    place: 'golubye-dali',
    houseClass: economy,
    structure: apart,
    builder: 7,
  },
  {
    title: 'ЖК Виноградный',
    slug: 'vinogradny',
    place: 'lazarevskoe',
    houseClass: economy,
    structure: apart,
    builder: 1,
    draft: true,
  },
  {
    title: 'ЖК Сосновый бор',
    slug: 'sosnovy-bor',
    place: 'kudepsta',
    houseClass: comfort,
    structure: apart,
    builder: 0,
  },
];
