/** @jsxImportSource preact */
// Buildings and sections as tabs, each with its free units under the current filter.
import type { EmbedFilter } from '#shared/embed.ts';
import type { TEmbedObject } from '#shared/schemas/embed.ts';
import { fill } from '#shared/texts/ru.ts';
import { embedTexts as t } from '#shared/texts/embed.ts';
import { sectionMatches } from '../lib/filter.ts';

export function SectionTabs(props: {
  object: TEmbedObject;
  filter: EmbedFilter;
  current: number | null;
  onPick: (sectionId: number) => void;
}) {
  const many = props.object.pavilions.length > 1;
  return (
    <nav class="sections" aria-label={t.buildings}>
      {props.object.pavilions.flatMap((pavilion) =>
        pavilion.sections.map((section) => (
          <button
            key={section.id}
            type="button"
            class="section"
            aria-current={section.id === props.current ? 'true' : undefined}
            onClick={() => props.onPick(section.id)}
          >
            <span>
              {many || pavilion.sections.length === 1 ? `${pavilion.name} · ${section.name}` : section.name}
            </span>
            <small>{fill(t.sectionCount, sectionMatches(section, props.filter))}</small>
          </button>
        )),
      )}
    </nav>
  );
}
