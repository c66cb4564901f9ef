// A section's chessboard as the API reads it out and as the editor saves it (PRODUCT §3, §7). Model: shared/chessboard.
import { z } from 'zod';
import { zEnum } from './enum.ts';
import { CellStatus, Interior, Layout, PriceChange, RowType } from '../enums.ts';
import { CHESS_MAX_LINES, CHESS_NAME_MAX } from '../chessboard/limits.ts';
import { isValidPriceChange } from '../chessboard/price-change.ts';
import { refusalText } from '../chessboard/result.ts';
import { validateStructure } from '../chessboard/validate.ts';
import { ZImage } from './common.ts';
import { zBool, zId, zInt, zList, zNullable, zNumber, zOptional, zText } from './form.ts';
import { chessEditorTexts } from '../texts/chess-editor.ts';
import { ZOfferCommission } from './object.ts';

const gridLine = z.number().int().min(0).max(CHESS_MAX_LINES);

/** [rowStart, colStart, rowEnd, colEnd], zero-based, ends exclusive. */
export const ZBbox = z.tuple([gridLine, gridLine, gridLine, gridLine]);

export const ZChessCellData = z.object({
  status: zEnum(CellStatus),
  number: z.string().nullable(),
  area: z.number().nullable(),
  price: z.number().nullable(),
  squarePrice: z.number().nullable(),
  cntApart: zEnum(Layout).nullable(),
  interior: zEnum(Interior).nullable(),
  isAction: z.boolean(),
  plan: ZImage.nullable(),
  /** Matches the buyer's current filter; always true in the back-office. */
  relevant: z.boolean(),
  floor: z.number().int().nullable(),
});

/** A resale offer placed on a unit (PRODUCT §3 Offer inside a cell); commission is null for who may not see it. */
export const ZChessCellOffer = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  area: z.number().nullable(),
  price: z.number().nullable(),
  commission: ZOfferCommission.nullable(),
});

export const ZChessCell = z.object({
  id: z.number().int(),
  bbox: ZBbox,
  disabled: z.boolean(),
  data: ZChessCellData,
  offers: z.array(ZChessCellOffer),
});

export const ZChessRow = z.object({
  id: z.number().int(),
  bbox: ZBbox,
  disabled: z.boolean(),
  type: zEnum(RowType),
  name: z.string(),
  plan: ZImage.nullable(),
});

export const ZChessCol = z.object({
  id: z.number().int(),
  bbox: ZBbox,
  disabled: z.boolean(),
  name: z.string(),
});

/** A section with its chessboard. Other areas may ADD fields (pavilion, dates…); the structure fields stay. */
export const ZChessSection = z.object({
  id: z.number().int(),
  name: z.string(),
  published: z.boolean(),
  rowsCount: z.number().int(),
  colsCount: z.number().int(),
  rows: z.array(ZChessRow),
  cols: z.array(ZChessCol),
  cells: z.array(ZChessCell),
});
export type TChessSectionRead = z.infer<typeof ZChessSection>;
export type TChessCellRead = z.infer<typeof ZChessCell>;
export type TChessCellOffer = z.infer<typeof ZChessCellOffer>;

// The save payload, in the client's form (PRODUCT §5: booleans as 1/0).
const ZFormBbox = z.tuple([zInt, zInt, zInt, zInt]);
const ZKey = z.string().trim().min(1).max(40);
const ZName = zText(CHESS_NAME_MAX).optional().default('');
const lineCount = zInt.pipe(z.number().min(1).max(CHESS_MAX_LINES));

/** The structure without its geometry checks, for routes that extend it (a refined object cannot be extended). */
export const ZChessStructureShape = z.object({
  /** The section's version the edit was based on (decision 018); absent, the save is not checked. */
  version: zOptional(zInt),
  rowsCount: lineCount,
  colsCount: lineCount,
  rows: z
    .array(
      z
        .object({
          id: zOptional(zId),
          key: ZKey,
          bbox: ZFormBbox,
          disabled: zBool,
          type: zEnum(RowType),
          name: ZName,
        })
        // Only living floors carry a name (PRODUCT §5).
        .transform((row) => (row.type === RowType.live ? row : { ...row, name: '' })),
    )
    .max(CHESS_MAX_LINES),
  cols: z
    .array(z.object({ id: zOptional(zId), key: ZKey, bbox: ZFormBbox, disabled: zBool, name: ZName }))
    .max(CHESS_MAX_LINES),
  cells: z
    .array(z.object({ id: zOptional(zId), key: ZKey, bbox: ZFormBbox, disabled: zBool }))
    .max(CHESS_MAX_LINES * CHESS_MAX_LINES),
});

/** Adds the model's checks (tiling, bboxes, deleted lines) as 422 issues on their paths. */
export function refineStructure(structure: TChessStructure, ctx: z.RefinementCtx): void {
  for (const problem of validateStructure(structure)) {
    ctx.addIssue({ code: 'custom', path: [...problem.path], message: problem.message });
  }
}

/** The full structure of PRODUCT §7's section update: cells with id, bbox, disabled; cols with name; rows with type. */
export const ZChessStructure = ZChessStructureShape.superRefine(refineStructure);
export type TChessStructure = z.infer<typeof ZChessStructureShape>;

const ZMassPriceChangeShape = z.object({
  type: zEnum(PriceChange),
  value: zNumber.pipe(z.number().min(0)).default(0),
  forStatus: zEnum(CellStatus).default(CellStatus.sale),
  forActions: zBool.default(false),
});

function refinePriceChange(change: z.infer<typeof ZMassPriceChangeShape>, ctx: z.RefinementCtx): void {
  if (!isValidPriceChange(change))
    ctx.addIssue({ code: 'custom', path: ['value'], message: refusalText('badValue') });
}

/** POST /api/backoffice/sections/{id}/massive_action (PRODUCT §7, §9). */
export const ZMassPriceChange = ZMassPriceChangeShape.superRefine(refinePriceChange);
export type TMassPriceChange = z.infer<typeof ZMassPriceChange>;

// Back-office edits of single grid items (PRODUCT §7): PUT cols/{id}, rows/{id} and cells/{id}. Rows and cells also
// arrive as multipart form posts with `_method=PUT`, their plan image as a file field; `plan: ""` removes the plan.
// A key left out keeps its value.
const ZPlanRemoval = z.union([z.literal(''), z.null()]).transform(() => null);
const ZMethod = z.string().trim().toUpperCase().optional();

/** The versions a grid item's edit was based on (decision 018): its own, and the section's as the editor's board
 * showed it. Either may be left out; what is left out is not checked. */
const ZItemVersions = { version: zOptional(zInt), sectionVersion: zOptional(zInt) };

export const ZColUpdate = z.object({ name: zText(CHESS_NAME_MAX), ...ZItemVersions });
export type TColUpdate = z.infer<typeof ZColUpdate>;

export const ZRowUpdate = z.object({
  type: zEnum(RowType).optional(),
  name: zText(CHESS_NAME_MAX).optional(),
  plan: ZPlanRemoval.optional(),
  _method: ZMethod,
  ...ZItemVersions,
});
export type TRowUpdate = z.infer<typeof ZRowUpdate>;

/** Largest values the columns hold: numeric(8,2) for areas, integers for prices per м². */
export const CELL_LIMITS = { area: 999_999.99, price: 999_999_999_999, squarePrice: 2_000_000_000 } as const;

const positive = (max: number) =>
  zNumber.pipe(
    z.number().positive(chessEditorTexts.validation.positive).max(max, chessEditorTexts.validation.tooBig),
  );

export const ZCellUpdate = z.object({
  status: zNullable(zEnum(CellStatus)).optional(),
  number: zNullable(zText(CHESS_NAME_MAX)).optional(),
  area: zNullable(positive(CELL_LIMITS.area).transform((n) => Math.round(n * 100) / 100)).optional(),
  price: zNullable(positive(CELL_LIMITS.price).transform(Math.round)).optional(),
  squarePrice: zNullable(positive(CELL_LIMITS.squarePrice).transform(Math.round)).optional(),
  cntApart: zNullable(zEnum(Layout)).optional(),
  interior: zNullable(zEnum(Interior)).optional(),
  isAction: zBool.optional(),
  disabled: zBool.optional(),
  plan: ZPlanRemoval.optional(),
  _method: ZMethod,
  ...ZItemVersions,
});
export type TCellUpdate = z.infer<typeof ZCellUpdate>;

/** POST sections/{id}/massive_action: the price change for the cells of the chosen rows (all rows when none). */
export const ZMassAction = ZMassPriceChangeShape.extend({
  rows: zList(zId).optional(),
  /** The section's version the change was based on (decision 018). */
  version: zOptional(zInt),
}).superRefine(refinePriceChange);
export type TMassAction = z.infer<typeof ZMassAction>;

// The editor's grid items carry their versions (decision 018); the buyers' chessboard does not.
const version = z.number().int();
export const ZBackofficeCell = ZChessCell.extend({ version });
export const ZBackofficeRow = ZChessRow.extend({ version });
export const ZBackofficeCol = ZChessCol.extend({ version });
export type TBackofficeCell = z.infer<typeof ZBackofficeCell>;
export type TBackofficeRow = z.infer<typeof ZBackofficeRow>;
export type TBackofficeCol = z.infer<typeof ZBackofficeCol>;

/** A unit's or a riser's edit answers the item and the section's new version (any change inside bumps it). */
export const ZBackofficeCellAnswer = ZBackofficeCell.extend({ sectionVersion: version });
export const ZBackofficeColAnswer = ZBackofficeCol.extend({ sectionVersion: version });

/** The section as the back-office editor reads it: the chessboard plus where it belongs, with every version. */
export const ZBackofficeSection = ZChessSection.extend({
  version,
  rows: z.array(ZBackofficeRow),
  cols: z.array(ZBackofficeCol),
  cells: z.array(ZBackofficeCell),
  pavilionId: z.number().int(),
  objectId: z.number().int(),
  dateBuild: z.string().nullable(),
  isFinished: z.boolean(),
  pavilion: z.object({ id: z.number().int(), name: z.string(), published: z.boolean() }),
  object: z.object({ id: z.number().int(), title: z.string() }),
});
export type TBackofficeSection = z.infer<typeof ZBackofficeSection>;

export const ZMassActionResult = z.object({ changed: z.number().int(), section: ZBackofficeSection });
export type TMassActionResult = z.infer<typeof ZMassActionResult>;
