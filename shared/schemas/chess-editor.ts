// Back-office requests and answers for buildings and sections (PRODUCT §3, §7); the chessboard itself is in chess.ts.
import { z } from 'zod';
import { CHESS_MAX_LINES } from '../chessboard/limits.ts';
import { monthToIso } from '../chessboard/month.ts';
import { chessEditorTexts } from '../texts/chess-editor.ts';
import { zBool, zId, zInt, zList, zNullable, zOptional, zText } from './form.ts';
import { ZPavilionSummary, ZSectionSummary } from './object.ts';
import { ZBackofficeSection } from './chess.ts';

const v = chessEditorTexts.validation;

export const NAME_MAX = 100;

const ZName = zText(NAME_MAX).min(1, v.nameRequired);

/** A month in any of the forms the client may send ('11.2026' from the month input); stored as '2026-11-01'. */
export const zMonth = zNullable(
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const iso = monthToIso(text);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: v.monthInvalid });
        return z.NEVER;
      }
      return iso;
    }),
);

/** Section cols and rows: at most 2 digits (PRODUCT §5, §9). */
const zLines = zInt.pipe(z.number().min(1, v.twoDigits).max(CHESS_MAX_LINES, v.twoDigits));

export const ZPavilionCreate = z.object({
  name: ZName,
  dateBuild: zMonth.optional(),
  isFinished: zBool.default(false),
  isAction: zBool.default(false),
});
export type TPavilionCreate = z.infer<typeof ZPavilionCreate>;

/** PRODUCT §7: a pavilion update carries {name} or {published}; the deadline and flags may change too. */
export const ZPavilionUpdate = z.object({
  name: ZName.optional(),
  published: zBool.optional(),
  dateBuild: zMonth.optional(),
  isFinished: zBool.optional(),
  isAction: zBool.optional(),
});
export type TPavilionUpdate = z.infer<typeof ZPavilionUpdate>;

export const ZSectionCreate = z.object({
  name: ZName,
  cols: zLines,
  rows: zLines,
  dateBuild: zMonth.optional(),
  isFinished: zBool.default(false),
});
export type TSectionCreate = z.infer<typeof ZSectionCreate>;

/** PUT pavilions/{pid}/sections/{sid} without a structure: name, published, deadline, finished. */
export const ZSectionPatch = z.object({
  /** The section's version the edit was based on (decision 018); absent, not checked. */
  version: zOptional(zInt),
  name: ZName.optional(),
  published: zBool.optional(),
  dateBuild: zMonth.optional(),
  isFinished: zBool.optional(),
});
export type TSectionPatch = z.infer<typeof ZSectionPatch>;

/** PUT …/reorder: every id of the list, in the new order. */
export const ZLineReorder = z.object({
  order: zList(zId).pipe(z.array(z.number()).min(1, v.orderMismatch)),
});
export type TLineReorder = z.infer<typeof ZLineReorder>;

export const ZBackofficePavilion = ZPavilionSummary.extend({ objectId: z.number().int() });
export type TBackofficePavilion = z.infer<typeof ZBackofficePavilion>;

/** GET pavilions/{pid}/sections: the building page. */
export const ZSectionsPage = z.object({
  object: z.object({ id: z.number().int(), title: z.string(), published: z.boolean() }),
  pavilion: ZBackofficePavilion.omit({ sections: true }),
  data: z.array(ZSectionSummary),
});
export type TSectionsPage = z.infer<typeof ZSectionsPage>;
export type TSectionSummary = z.infer<typeof ZSectionSummary>;

// Route parameters of the back-office of buildings, sections and grid items.
export const ZObjectPavilionsParams = z.object({ id: zId });
export const ZPavilionParams = z.object({ id: zId, pid: zId });
export const ZPavilionSectionsParams = z.object({ pid: zId });
export const ZSectionParams = z.object({ pid: zId, sid: zId });
/** A section, column, row or cell by its own id. */
export const ZGridItemParams = z.object({ id: zId });

/** PUT pavilions/{pid}/sections/{sid}: a patch (ZSectionPatch) or a whole structure (ZChessStructure), told apart by
 * its keys, so the body is read with the right schema after the route has it. */
export const ZSectionUpdate = z.record(z.string(), z.unknown());
/** A patch is answered with the summary, a structure with the whole section. */
export const ZSectionUpdateAnswer = z.union([ZBackofficeSection, ZSectionSummary]);
