// The plans a dry run's units name, each read into its image source: a URL (downloaded after the apply) or a file
// of the uploaded archive, taken by its content hash (the same picture under two names is one image). A file the
// archive does not hold, or that is not a picture, is the row's problem; a feed's plan that is not a URL is left out.
import { createHash } from 'node:crypto';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import type { TImportProblem } from '#shared/schemas/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import type { TStoredImportRow } from '../../db/schema/index.ts';
import { detectImageFormat } from '../../storage/images.ts';
import { baseName, type TPlanArchive } from './read-archive.ts';

const T = importTexts.problems;
const URL_START = /^https?:\/\//i;

/** A file of the archive a unit's plan names, to keep until the apply. */
export interface TPlanFile {
  key: string;
  name: string;
  data: Buffer;
}

export const isUrlKey = (key: string) => URL_START.test(key);

function urlKey(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Sets each unit's `planKey`; returns the rows' problems and the archive's files the units use. */
export async function resolvePlans(
  units: TStoredImportRow[],
  options: { archive: TPlanArchive | null; fromFeed: boolean },
): Promise<{ problems: TImportProblem[]; files: TPlanFile[] }> {
  const problems: TImportProblem[] = [];
  const files = new Map<string, TPlanFile>();
  const byName = new Map<string, { key: string } | { problem: string }>();
  const problem = (unit: TStoredImportRow, text: string) =>
    problems.push({ row: unit.row, field: 'plan', message: fill(T.row, unit.row, text) });

  for (const unit of units) {
    unit.planKey = null;
    const plan = unit.plan?.trim();
    if (!plan) continue;
    if (URL_START.test(plan)) {
      const key = urlKey(plan);
      if (key) unit.planKey = key;
      else if (!options.fromFeed) problem(unit, fill(T.planBadUrl, plan));
      continue;
    }
    if (options.fromFeed) continue;
    if (!options.archive) {
      problem(unit, fill(T.planNoArchive, plan));
      continue;
    }
    const name = baseName(plan);
    let found = byName.get(name);
    if (!found) {
      const data = await options.archive.plan(plan);
      if (data === 'missing') found = { problem: fill(T.planMissing, plan) };
      else if (data === 'too-large')
        found = { problem: fill(T.planTooLarge, plan, IMPORT_LIMITS.planBytes / 1024 / 1024) };
      else if (!detectImageFormat(data)) found = { problem: fill(T.planNotImage, plan) };
      else {
        const key = `sha256:${createHash('sha256').update(data).digest('hex')}`;
        if (!files.has(key)) files.set(key, { key, name: plan, data });
        found = { key };
      }
      byName.set(name, found);
    }
    if ('key' in found) unit.planKey = found.key;
    else problem(unit, found.problem);
  }
  return { problems, files: [...files.values()] };
}
