// The inventory import's columns and limits, shared by the server's readers and the app's screens.
export const IMPORT_COLUMNS = [
  'building',
  'section',
  'floor',
  'number',
  'rooms',
  'area',
  'price',
  'status',
  'layout',
  'plan',
  'externalId',
] as const;
export type TImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns a file must have (external id may stand in for building + section + number when matching). */
export const REQUIRED_COLUMNS: readonly TImportColumn[] = ['building', 'section', 'floor', 'number'];

export const IMPORT_LIMITS = {
  /** A file larger than this is refused (413) before it is read whole. */
  fileBytes: 20 * 1024 * 1024,
  /** An XLSX's parts unpacked: a zip bomb stops here. */
  unpackedBytes: 200 * 1024 * 1024,
  /** Units per complex: a file with more rows is refused while it is read. */
  rows: 20_000,
  /** Rows the preview shows; the counts cover them all. */
  previewRows: 50,
  /** Problems the preview lists; the count covers them all. */
  problems: 200,
  /** A preview is applied within this, or checked again. */
  previewHours: 24,
  /** A feed's download. */
  feedBytes: 50 * 1024 * 1024,
  feedSeconds: 60,
  /** Feed schedules per complex. */
  schedules: 3,
  text: 100,
  floor: { min: -5, max: 150 },
  area: { min: 1, max: 10_000 },
  price: { min: 1, max: 100_000_000_000 },
  rooms: { max: 10 },
  /** A plan image: downloaded or taken from the archive. */
  planBytes: 15 * 1024 * 1024,
  planSeconds: 20,
  /** An uploaded ZIP of a table and plans: entries, and how much one may unpack per compressed byte. */
  archiveEntries: 2000,
  archiveRatio: 100,
  /** Failures the import's log keeps word for word. */
  planIssues: 50,
} as const;

export const FEED_FORMATS = ['yrl', 'profitbase'] as const;
export type TFeedFormat = (typeof FEED_FORMATS)[number];
export const IMPORT_SOURCES = ['file', ...FEED_FORMATS] as const;
export type TImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_STATES = ['preview', 'applied', 'failed'] as const;
export type TImportState = (typeof IMPORT_STATES)[number];
export const SCHEDULE_PERIODS = ['hourly', 'daily'] as const;
export type TSchedulePeriod = (typeof SCHEDULE_PERIODS)[number];
export const PERIOD_MS: Record<TSchedulePeriod, number> = { hourly: 3_600_000, daily: 86_400_000 };

export type TImportAction = 'create' | 'update' | 'remove' | 'keep';
