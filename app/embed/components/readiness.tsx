/** @jsxImportSource preact */
// «Корпус 2: Готовность 65 %, отчёт за ноябрь» under the complex's name: the building of the section shown.
import type { TEmbedObject } from '#shared/schemas/embed.ts';
import { monthIndex } from '#shared/progress.ts';
import { fill } from '#shared/texts/ru.ts';
import { MONTHS, progressTexts } from '#shared/texts/progress.ts';

export function Readiness({ object, sectionId }: { object: TEmbedObject; sectionId: number | null }) {
  const building =
    object.pavilions.find((p) => p.sections.some((s) => s.id === sectionId)) ?? object.pavilions[0];
  const latest = building?.readiness;
  if (!building || !latest) return null;
  const line = fill(progressTexts.readiness, latest.percent, MONTHS[monthIndex(latest.month)]);
  return (
    <p class="muted" data-testid="embed-readiness">
      {object.pavilions.length > 1 ? `${building.name}: ${line}` : line}
    </p>
  );
}
