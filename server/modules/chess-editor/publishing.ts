// Prerequisites of publishing (docs/decisions/004-publishing.md). Every failing one is named, so the dialog
// 'Ошибка' lists all that is left to do; unpublishing is always allowed.
import { and, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, sections, type PavilionRow, type SectionRow } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';

const t = chessEditorTexts.publishing;

/** A unit a buyer can be shown: enabled, numbered, with a status, and with area and price unless it is the fund. */
const presentable = and(
  eq(cells.disabled, false),
  isNotNull(cells.number),
  ne(sql`trim(${cells.number})`, ''),
  or(eq(cells.status, CellStatus.fund), and(gt(cells.area, 0), gt(cells.price, 0))),
);

export async function sectionPublishProblems(
  db: DbOrTx,
  section: Pick<SectionRow, 'id' | 'name'>,
): Promise<string[]> {
  const problems: string[] = [];
  if (section.name.trim() === '') problems.push(t.sectionNoName);
  const units = await db.$count(cells, and(eq(cells.sectionId, section.id), presentable));
  if (units === 0) problems.push(t.sectionNoUnits);
  return problems;
}

export async function pavilionPublishProblems(
  db: DbOrTx,
  pavilion: Pick<PavilionRow, 'id' | 'name'>,
): Promise<string[]> {
  const problems: string[] = [];
  if (pavilion.name.trim() === '') problems.push(t.pavilionNoName);
  const published = await db.$count(
    sections,
    and(eq(sections.pavilionId, pavilion.id), eq(sections.published, true)),
  );
  if (published === 0) problems.push(t.pavilionNoSections);
  return problems;
}

/** PRODUCT §8: a refusal is a 422 whose errors.published the dialog joins. */
export function refusePublishing(problems: string[]): void {
  if (problems.length) throw new ValidationFailed({ published: problems });
}
