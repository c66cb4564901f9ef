// «Готовность 65 %, отчёт за ноябрь»: a building's latest report in one line (the chessboard's header, the widget).
import type { TBuildingProgress } from '#shared/schemas/progress.ts';
import { fill } from '#shared/texts/ru.ts';
import { MONTHS, progressTexts } from '#shared/texts/progress.ts';
import { monthIndex } from '#shared/progress.ts';

export function readinessLine(
  buildings: readonly TBuildingProgress[] | undefined,
  pavilionId: number,
): string | null {
  const latest = buildings?.find((b) => b.pavilionId === pavilionId)?.reports[0];
  return latest ? fill(progressTexts.readiness, latest.percent, MONTHS[monthIndex(latest.month)]) : null;
}
