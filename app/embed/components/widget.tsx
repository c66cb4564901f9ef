/** @jsxImportSource preact */
// The chessboard widget of one complex: «Свободно 42 квартиры», the filter, buildings and sections, the section's
// chessboard, and a tapped unit's card beside it (below the unit on a phone) with «Оставить заявку».
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { getEmbedObject, getEmbedSection } from '#shared/api/embed.ts';
import { floorLetters } from '#shared/chessboard/layout.ts';
import type { EmbedFilter } from '#shared/embed.ts';
import type { TEmbedObject } from '#shared/schemas/embed.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import { embedTexts as t } from '#shared/texts/embed.ts';
import { embedCall, EmbedApiError } from '../lib/embed-api.ts';
import { allSections, isFiltered, parseMillions, sectionMatches } from '../lib/filter.ts';
import { freeFlats, matchingFlats } from '../lib/plural.ts';
import { FilterBar, type FilterDraft } from './filter-bar.tsx';
import { Grid } from './grid.tsx';
import { SectionTabs } from './section-tabs.tsx';
import { Readiness } from './readiness.tsx';
import { UnitCard } from './unit-card.tsx';

type Load<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'missing' } | { state: 'failed' };

function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: load ? 'loading' : 'missing' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setResult({ state: 'loading' });
    load(controller.signal).then(
      (data) => setResult({ state: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: error instanceof EmbedApiError && error.status === 404 ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names what is loaded
  }, [key, attempt]);
  return [result, () => setAttempt((n) => n + 1)];
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <div class="empty" role="alert">
      <p>{t.loadError}</p>
      <button type="button" class="button secondary" onClick={retry}>
        {t.retry}
      </button>
    </div>
  );
}

export function Widget({ objectId }: { objectId: number }) {
  const [object, retryObject] = useLoad<TEmbedObject>(
    objectId > 0 ? (signal) => embedCall(getEmbedObject, { params: { id: objectId } }, signal) : null,
    String(objectId),
  );
  if (object.state === 'loading') return <p class="empty">{t.loading}</p>;
  if (object.state === 'missing')
    return (
      <div class="empty" data-testid="embed-unavailable">
        <h1>{t.unavailable}</h1>
        <p>{t.unavailableHint}</p>
      </div>
    );
  if (object.state === 'failed') return <Failed retry={retryObject} />;
  return <Complex object={object.data} />;
}

function Complex({ object }: { object: TEmbedObject }) {
  const [draft, setDraft] = useState<FilterDraft>({ rooms: [], priceFrom: '', priceTo: '' });
  const filter: EmbedFilter = useMemo(
    () => ({
      rooms: draft.rooms,
      priceFrom: parseMillions(draft.priceFrom),
      priceTo: parseMillions(draft.priceTo),
    }),
    [draft],
  );
  const sections = allSections(object);
  const [sectionId, setSectionId] = useState<number | null>(sections[0]?.id ?? null);
  const [selected, setSelected] = useState<{ cell: TChessViewCell; below: number; beside: number } | null>(
    null,
  );
  const [view, retryView] = useLoad<TChessView>(
    sectionId === null
      ? null
      : (signal) => embedCall(getEmbedSection, { params: { id: object.id, sectionId } }, signal),
    `${object.id}/${sectionId}`,
  );
  const layoutRef = useRef<HTMLDivElement>(null);

  const free = sections.reduce((sum, s) => sum + s.free.length, 0);
  const matching = sections.reduce((sum, s) => sum + sectionMatches(s, filter), 0);
  const pick = (cell: TChessViewCell, element: HTMLElement) => {
    const box = layoutRef.current?.getBoundingClientRect();
    const at = element.getBoundingClientRect();
    setSelected({ cell, below: box ? at.bottom - box.top + 8 : 0, beside: box ? at.top - box.top : 0 });
  };
  const pickSection = (id: number) => {
    setSectionId(id);
    setSelected(null);
  };

  return (
    <main class="widget">
      <header class="head">
        <h1>{object.title}</h1>
        {object.address && <p class="muted">{object.address}</p>}
        <Readiness object={object} sectionId={sectionId} />
        <p class="count" data-testid="embed-count" aria-live="polite">
          {isFiltered(filter) ? matchingFlats(matching, free) : freeFlats(free)}
        </p>
      </header>
      <FilterBar draft={draft} onChange={setDraft} />
      {sections.length > 1 && (
        <SectionTabs object={object} filter={filter} current={sectionId} onPick={pickSection} />
      )}
      {isFiltered(filter) && matching === 0 && (
        <p class="notice">
          {t.noneMatching}{' '}
          <button
            type="button"
            class="link"
            onClick={() => setDraft({ rooms: [], priceFrom: '', priceTo: '' })}
          >
            {t.resetFilter}
          </button>
        </p>
      )}
      <div class="layout" ref={layoutRef}>
        {view.state === 'ready' ? (
          <Grid view={view.data} filter={filter} selected={selected?.cell.id ?? null} onPick={pick} />
        ) : view.state === 'failed' ? (
          <Failed retry={retryView} />
        ) : (
          <p class="empty">{view.state === 'missing' ? t.unavailable : t.loading}</p>
        )}
        {selected && (
          <div
            class="card-slot"
            style={{ '--below': `${selected.below}px`, '--beside': `${selected.beside}px` }}
          >
            <UnitCard
              key={selected.cell.id}
              objectId={object.id}
              cell={selected.cell}
              onClose={() => setSelected(null)}
            />
          </div>
        )}
      </div>
      <ul class="legend" aria-hidden="true">
        {isFiltered(filter) ? (
          <>
            <li data-state="match">{t.legend.matching}</li>
            <li data-state="free">{t.legend.free}</li>
          </>
        ) : (
          <li data-state="match">{t.legend.free}</li>
        )}
        <li data-state="taken">{t.legend.taken}</li>
        {view.state === 'ready' &&
          floorLetters(view.data.rows).map(({ letter, title }) => (
            <li key={letter} class="letter" data-testid="embed-floor-letter">
              <b>{letter}</b>
              {title}
            </li>
          ))}
      </ul>
      <p class="brand">{t.poweredBy}</p>
    </main>
  );
}
