// Every numeric enumeration of PRODUCT §3, once, with its Russian titles. Used by the schema, the server's validation and the UI.
// Plain tables only: Zod readers for them are in shared/schemas/enum.ts, so the app's first screen stays free of Zod.
import { stringEnum, type ValueOf } from './string-enum.ts';

type Entries = Record<string, readonly [number, string]>;
type EntryValue<T extends Entries> = T[keyof T][0];

export type NumericEnum<T extends Entries> = { readonly [K in keyof T]: T[K][0] } & {
  /** Every value in declaration order. */
  readonly ids: readonly EntryValue<T>[];
  readonly options: readonly { key: keyof T & string; value: EntryValue<T>; title: string }[];
  title(value: number | null | undefined): string;
  has(value: unknown): value is EntryValue<T>;
  keyOf(value: number): (keyof T & string) | undefined;
};

export function defineEnum<const T extends Entries>(entries: T): NumericEnum<T> {
  const keys = Object.keys(entries) as (keyof T & string)[];
  const options = keys.map((key) => ({
    key,
    value: entries[key]![0] as EntryValue<T>,
    title: entries[key]![1],
  }));
  const byValue = new Map(options.map((o) => [o.value as number, o]));
  const has = (value: unknown): value is EntryValue<T> => typeof value === 'number' && byValue.has(value);
  const values = Object.fromEntries(options.map((o) => [o.key, o.value]));
  return Object.freeze({
    ...values,
    ids: options.map((o) => o.value),
    options,
    title: (value: number | null | undefined) => (value == null ? '' : (byValue.get(value)?.title ?? '')),
    has,
    keyOf: (value: number) => byValue.get(value)?.key,
  }) as unknown as NumericEnum<T>;
}

export type EnumValue<E> = E extends NumericEnum<infer T> ? EntryValue<T> : never;

export const CellStatus = defineEnum({
  assignment: [1, 'Переуступка'],
  fund: [2, 'Фонд застройщика'],
  reserve: [3, 'Бронь'],
  sale: [4, 'В продаже'],
  sold: [5, 'Продано'],
});
export type TCellStatus = EnumValue<typeof CellStatus>;

/** Units a buyer can buy: only these are counted by search and highlighted on a chessboard as matching a filter. */
export const CELL_STATUSES_ON_SALE: readonly TCellStatus[] = [CellStatus.sale, CellStatus.assignment];
export const isOnSale = (status: TCellStatus): boolean => CELL_STATUSES_ON_SALE.includes(status);

export const RowType = defineEnum({
  parking: [1, 'Паркинг'],
  ground: [2, 'Цокольный этаж'],
  live: [3, 'Жилой этаж'],
  mansard: [4, 'Мансарда'],
  duplex: [5, 'Дуплекс'],
});
export type TRowType = EnumValue<typeof RowType>;

/** The letter a row type shows on the chessboard (PRODUCT §3); living floors show none. */
export const rowTypeLetter: Record<TRowType, string> = {
  [RowType.parking]: 'П',
  [RowType.ground]: 'Ц',
  [RowType.live]: '',
  [RowType.mansard]: 'М',
  [RowType.duplex]: 'Д',
};

export const OfferStatus = defineEnum({
  draft: [1, 'Черновик'],
  active: [2, 'Активно'],
  inactive: [3, 'Неактивно'],
  archive: [4, 'В архиве'],
  disabled: [5, 'Заблокировано'],
});
export type TOfferStatus = EnumValue<typeof OfferStatus>;

export const Kind = defineEnum({
  realty: [1, 'Жилой комплекс'],
  offer: [2, 'Объявление'],
  unit: [3, 'Квартира'],
});
export type TKind = EnumValue<typeof Kind>;

export const Market = defineEnum({
  primary: [1, 'Первичка'],
  secondary: [2, 'Вторичка'],
});
export type TMarket = EnumValue<typeof Market>;

export const Parking = defineEnum({
  underground: [1, 'Подземная'],
  multilevel: [2, 'Многоуровневая'],
  covered: [3, 'Крытая'],
  house: [4, 'У дома'],
});
export type TParking = EnumValue<typeof Parking>;

export const Feature = defineEnum({
  blacklist: [1, 'В чёрном списке'],
  concierge: [2, 'Консьерж'],
  elevator: [3, 'Лифт'],
  childrenArea: [4, 'Детская площадка'],
  landscapeDecore: [5, 'Ландшафтный дизайн'],
  sportArea: [6, 'Спортивная площадка'],
  spa: [7, 'СПА'],
  fitness: [8, 'Фитнес-зал'],
  pool: [9, 'Бассейн'],
  kindergarten: [10, 'Детский сад'],
  tennisCourt: [11, 'Теннисный корт'],
  recreationZone: [12, 'Зона отдыха'],
  fountain: [13, 'Фонтан'],
  garden: [14, 'Сад'],
  sauna: [15, 'Сауна'],
  restaurant: [16, 'Ресторан'],
  billiards: [17, 'Бильярд'],
  checkout: [18, 'Ресепшн'],
  helicopterLandingArea: [19, 'Вертолётная площадка'],
  commercialProperty: [20, 'Коммерческие помещения'],
  cctv: [21, 'Видеонаблюдение'],
  new: [22, 'Новинка'],
});
export type TFeature = EnumValue<typeof Feature>;

/** Features that are not amenities: a moderation mark and the «Новинка» badge (SPEC keeps their ids 1 and 22). */
const NOT_AMENITIES: readonly TFeature[] = [Feature.blacklist, Feature.new];
/** What a buyer filters by and reads as a complex's amenities. */
export const AMENITY_OPTIONS = Feature.options.filter((o) => !NOT_AMENITIES.includes(o.value));
export const isAmenity = (feature: TFeature): boolean => !NOT_AMENITIES.includes(feature);
/** What a builder ticks: the amenities and the «Новинка» badge, never the moderation mark. */
export const BUILDER_FEATURE_OPTIONS = Feature.options.filter((o) => o.value !== Feature.blacklist);

export const Payment = defineEnum({
  military: [1, 'Военная ипотека'],
  maternal: [2, 'Материнский капитал'],
  mortgage: [3, 'Ипотека'],
  installment: [4, 'Рассрочка'],
  familyMortgage: [5, 'Семейная ипотека'],
  stateSupportMortgage: [6, 'Ипотека с господдержкой'],
  itMortgage: [7, 'IT-ипотека'],
  preferenceMortgage: [8, 'Льготная ипотека'],
  trancheMortgage: [9, 'Траншевая ипотека'],
  subsideMortgage: [10, 'Субсидированная ипотека'],
  taxes: [11, 'Налоговый вычет'],
  cash: [12, '100% оплата'],
});
export type TPayment = EnumValue<typeof Payment>;

/** Layout of a unit (cntApart). */
export const Layout = defineEnum({
  studio: [1, 'Студия'],
  one: [2, '1-комнатная'],
  two: [3, '2-комнатная'],
  three: [4, '3-комнатная'],
  all: [5, 'Свободная планировка'],
  penthouse: [6, 'Пентхаус'],
});
export type TLayout = EnumValue<typeof Layout>;

/** Short layout labels for chessboard cells and filter chips. */
export const layoutShort: Record<TLayout, string> = {
  [Layout.studio]: 'Ст',
  [Layout.one]: '1к',
  [Layout.two]: '2к',
  [Layout.three]: '3к',
  [Layout.all]: 'СП',
  [Layout.penthouse]: 'ПХ',
};

export const RoomType = defineEnum({
  zhiloeRoom: [1, 'Жилое помещение'],
  nezhiloeRoom: [2, 'Нежилое помещение'],
  apartmentRoom: [3, 'Апартаменты'],
  partFlat: [4, 'Доля в квартире'],
  apartRoom: [5, 'Апарт-номер'],
  zhiloeHouse: [6, 'Жилой дом'],
});
export type TRoomType = EnumValue<typeof RoomType>;

export const Interior = defineEnum({
  zeroInt: [1, 'Без отделки'],
  chernInt: [2, 'Черновая отделка'],
  predChistInt: [3, 'Предчистовая отделка'],
  chistInt: [4, 'Чистовая отделка'],
  remInt: [5, 'С ремонтом'],
  chastRemInt: [6, 'Частичный ремонт'],
});
export type TInterior = EnumValue<typeof Interior>;

export const HouseClass = defineEnum({
  economy: [1, 'Эконом'],
  comfort: [2, 'Комфорт'],
  business: [3, 'Бизнес'],
  elit: [4, 'Элит'],
});
export type THouseClass = EnumValue<typeof HouseClass>;

export const Territory = defineEnum({
  close: [1, 'Закрытая'],
  guarded: [2, 'Охраняемая'],
  open: [3, 'Открытая'],
});
export type TTerritory = EnumValue<typeof Territory>;

/** Characteristics type. */
export const HouseType = defineEnum({
  apartment: [1, 'Многоквартирный дом'],
  cottage: [2, 'Коттедж'],
});
export type THouseType = EnumValue<typeof HouseType>;

/** Structure variant of an object: a chessboard of flats or a plot of cottages. */
export const Structure = defineEnum({
  apart: [1, 'Жилой комплекс'],
  cottage: [2, 'Коттеджный посёлок'],
});
export type TStructure = EnumValue<typeof Structure>;

export const CommissionType = defineEnum({
  toAgent: [0, 'Агенту'],
  fiftyFifty: [1, '50/50'],
  placeAbove: [2, 'Сверху'],
});
export type TCommissionType = EnumValue<typeof CommissionType>;

export const AgreementType = defineEnum({
  Booking: [1, 'Договор бронирования'],
  Loan: [2, 'Договор займа'],
  Investment: [3, 'Инвестиционный договор'],
  PurchaseAndSale: [4, 'Договор купли-продажи'],
  AgreementOfIntentions: [5, 'Соглашение о намерениях'],
  Accumulation: [6, 'Накопительный договор'],
  Assignment: [7, 'Договор уступки'],
  AssignmentLoan214: [8, 'ДДУ по 214-ФЗ'],
  AssignmentLoan215: [9, 'Договор по 215-ФЗ (ЖНК)'],
  ContractOfWork: [10, 'Договор подряда'],
  SimplePartnership: [11, 'Договор простого товарищества'],
  ShareContribution: [12, 'Паевой взнос (ЖСК)'],
  Preliminary: [13, 'Предварительный договор'],
  Justice: [14, 'Признание права через суд'],
});
export type TAgreementType = EnumValue<typeof AgreementType>;

export const ContractTotal = defineEnum({
  partial: [1, 'Неполная стоимость'],
  full: [2, 'Полная стоимость'],
});
export type TContractTotal = EnumValue<typeof ContractTotal>;

export const ContactSource = defineEnum({
  profile: [1, 'Из профиля'],
  ads: [2, 'Из объявления'],
});
export type TContactSource = EnumValue<typeof ContactSource>;

/** User group (role). */
export const Role = defineEnum({
  user: [1, 'Пользователь'],
  agent: [2, 'Агент'],
  moder: [3, 'Модератор'],
  admin: [4, 'Администратор'],
  disabled: [5, 'Заблокирован'],
});
export type TRole = EnumValue<typeof Role>;

/** Roles that see commission (PRODUCT §6). */
export const commissionRoles: readonly TRole[] = [Role.agent, Role.moder, Role.admin];

/** Mass price change of the chessboard editor (PRODUCT §3, §9). */
export const PriceChange = defineEnum({
  priceUp: [1, 'Увеличить стоимость за м²'],
  priceDown: [2, 'Уменьшить стоимость за м²'],
  percentUp: [3, 'Увеличить стоимость на %'],
  percentDown: [4, 'Уменьшить стоимость на %'],
});
export type TPriceChange = EnumValue<typeof PriceChange>;

export const HouseRoad = defineEnum({
  asphalt: [1, 'Асфальт'],
  dirt: [2, 'Грунтовая дорога'],
  concrete: [3, 'Бетонные плиты'],
});
export type THouseRoad = EnumValue<typeof HouseRoad>;

export const Material = defineEnum({
  monolith: [1, 'Монолит'],
  monolithBrick: [2, 'Монолит-кирпич'],
  brick: [3, 'Кирпич'],
  panel: [4, 'Панель'],
  block: [5, 'Блочный'],
  aeratedConcrete: [6, 'Газобетон'],
  monolithFrame: [7, 'Монолитно-каркасный'],
  wood: [8, 'Брус'],
  frame: [9, 'Каркасный'],
});
export type TMaterial = EnumValue<typeof Material>;

export const Heating = defineEnum({
  central: [1, 'Центральное'],
  gasBoiler: [2, 'Индивидуальный газовый котёл'],
  electric: [3, 'Электрическое'],
  roofBoiler: [4, 'Крышная котельная'],
});
export type THeating = EnumValue<typeof Heating>;

export const Electricity = defineEnum({
  connected: [1, 'Подключено'],
  notConnected: [2, 'Не подключено'],
});
export const Gas = defineEnum({
  yes: [1, 'Есть'],
  no: [2, 'Нет'],
});
export const Water = defineEnum({
  central: [1, 'Центральное'],
  borehole: [2, 'Скважина'],
});
export const Sewage = defineEnum({
  central: [1, 'Центральная'],
  local: [2, 'Локальные очистные'],
});

/** Abilities (PRODUCT §3, §6). */
export const Ability = {
  cabinet: 'cabinet',
  adCreate: 'ad-create',
  acceptCabinetRequests: 'accept-cabinet-requests',
} as const;
export type TAbility = ValueOf<typeof Ability>;
export const abilities = Object.values(Ability) as TAbility[];

/** User status (PRODUCT §4): new users accept the terms, then verify an email. */
export const UserStatus = {
  notAccepted: 'not accepted',
  notVerified: 'not verified',
  active: 'active',
} as const;
export type TUserStatus = ValueOf<typeof UserStatus>;

/** Back-office join request state. */
export const JoinState = stringEnum('pending', 'approved', 'rejected');
export type TJoinState = ValueOf<typeof JoinState>;

/** Notification types: the class name reduced to its last segment (PRODUCT §3). */
export const NotificationType = {
  offerOutdated: 'OfferOutdated',
  offerArchived: 'OfferArchived',
  builderCabinetModeration: 'BuilderCabinetModeration',
  inviteAccepted: 'InviteAccepted',
  paymentConfirmed: 'PaymentConfirmed',
  offerDisabled: 'OfferDisabled',
  bookingRequested: 'BookingRequested',
  bookingConfirmed: 'BookingConfirmed',
  bookingDeclined: 'BookingDeclined',
  bookingExpiring: 'BookingExpiring',
  bookingExpired: 'BookingExpired',
  bookingCancelled: 'BookingCancelled',
  bookingClosed: 'BookingClosed',
  bookingAssigned: 'BookingAssigned',
  bookingEscalated: 'BookingEscalated',
  snapshotOpened: 'SnapshotOpened',
  snapshotReaction: 'SnapshotReaction',
  filterMatch: 'FilterMatch',
  companyJoined: 'CompanyJoined',
  companyInviteAccepted: 'CompanyInviteAccepted',
  fixationRequested: 'FixationRequested',
  fixationExtendRequested: 'FixationExtendRequested',
  fixationAccepted: 'FixationAccepted',
  fixationRejected: 'FixationRejected',
  fixationExtendRefused: 'FixationExtendRefused',
  fixationExtended: 'FixationExtended',
  fixationExpiring: 'FixationExpiring',
  fixationExpired: 'FixationExpired',
  dealOpened: 'DealOpened',
  dealStage: 'DealStage',
  dealDocument: 'DealDocument',
  dealStalled: 'DealStalled',
  dealCancelled: 'DealCancelled',
  commissionAccrued: 'CommissionAccrued',
  commissionReconcile: 'CommissionReconcile',
  commissionApproved: 'CommissionApproved',
  commissionPaid: 'CommissionPaid',
  commissionDisputed: 'CommissionDisputed',
  queueTurn: 'QueueTurn',
  queuePassed: 'QueuePassed',
  agreementSigned: 'AgreementSigned',
  webhookDisabled: 'WebhookDisabled',
  crmBroken: 'CrmBroken',
  importFailed: 'ImportFailed',
  progressReport: 'ProgressReport',
} as const;
export type TNotificationType = ValueOf<typeof NotificationType>;
