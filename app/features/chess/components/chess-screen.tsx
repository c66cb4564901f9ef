// The chessboard page's content: the building and section picker, the board with its legend and zoom, and the card
// of the tapped unit: a bottom sheet on a phone, a panel beside the board on a wide screen, where the board is
// detailed unless the buyer switched to the compact one. It takes everything it shows as props, so the snapshot preview can reuse it (without links).
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterPaint } from '#app/lib/after-paint.ts';
import type { TPavilionSummary } from '#shared/schemas/object.ts';
import type { TChessView, TChessViewCell } from '#shared/schemas/realty.ts';
import { countOf, formatQuarter } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { realtyTexts } from '#shared/texts/realty.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { useChessSection } from '#app/resources/chess.ts';
import { useObjectProgress } from '#app/resources/progress.ts';
import { readinessLine } from '#app/components/construction-progress/readiness.ts';
import { readCurrentFilter } from '../lib/current-filter.ts';
import { useChessDensity } from '../lib/use-chess-density.ts';
import { usePinchZoom } from '../lib/use-pinch-zoom.ts';
import { CellCard, type CellCardLinks } from './cell-card.tsx';
import { ChessGrid } from './chess-grid.tsx';
import { ChessLegend } from './chess-legend.tsx';
import { DensitySwitch } from './density-switch.tsx';
import { SectionPicker } from './section-picker.tsx';
import styles from './chess-screen.module.css';

const t = realtyTexts.chess;

export interface ChessScreenProps {
  objectId: number;
  pavilions: readonly TPavilionSummary[];
  sectionId: number | null;
  onSectionChange: (sectionId: number) => void;
  /**
   * The unit whose card is open, from the address (`?cell=`): it opens at once, and a change of the address (the
   * phone's «back», a shared link) opens or closes the card.
   */
  cellId?: number | null;
  /** The card was opened on a unit, or closed (null): the route puts it in the address. */
  onCellChange?: (cellId: number | null) => void;
  viewer: { id: number; canWatchCommission: boolean } | null;
  /** Picking a sold unit for an offer (`?select={offerId}`). */
  select?: boolean;
  snapshot?: string;
  /** Absent in preview mode. */
  links?: CellCardLinks;
  /** The booking block of a unit's card (the route composes it; absent in preview mode). */
  renderBooking?: (cell: TChessViewCell, view: TChessView) => ReactNode;
}

export function ChessScreen({
  objectId,
  pavilions,
  sectionId,
  onSectionChange,
  cellId = null,
  onCellChange,
  viewer,
  select = false,
  snapshot,
  links,
  renderBooking,
}: ChessScreenProps) {
  // Read once: the board follows the filter the buyer came with.
  const filter = useMemo(() => readCurrentFilter(), []);
  const query = useChessSection(objectId, sectionId, filter, snapshot);
  const view = query.data?.view;
  const progress = useObjectProgress(objectId, snapshot);
  const readiness = view ? readinessLine(progress.data?.buildings, view.pavilionId) : null;
  const [selectedId, setSelectedId] = useState<number | null>(cellId);
  const [sheetOpen, setSheetOpen] = useState(cellId != null);
  // The address changed under the screen (back, forward): the card follows it.
  const [addressCell, setAddressCell] = useState(cellId);
  if (addressCell !== cellId) {
    setAddressCell(cellId);
    if (cellId == null) setSheetOpen(false);
    else {
      setSelectedId(cellId);
      setSheetOpen(true);
    }
  }
  const cells = useMemo(() => new Map(view?.cells.map((c) => [c.id, c])), [view]);
  const selected = selectedId == null ? null : (cells.get(selectedId) ?? null);

  const scroller = useRef<HTMLDivElement>(null);
  const board = useRef<HTMLDivElement>(null);
  const zoom = usePinchZoom(scroller, board);
  const { wide, density, chosen, choose } = useChessDensity();

  // The grid has marked the unit in the DOM: that frame paints first, the card mounts (invisible, then sliding in)
  // right after it (bench/chess-tap.ts).
  const onSelect = useCallback(
    (id: number) => {
      afterPaint(() => {
        setSelectedId(id);
        setSheetOpen(true);
        onCellChange?.(id);
      });
    },
    [onCellChange],
  );

  if (pavilions.length === 0) {
    return <EmptyState tone="neutral" title={t.noSections} />;
  }

  const current = view && view.id === sectionId ? view : null;
  return (
    <div className={styles.layout} data-wide={wide || undefined}>
      <div className={styles.screen}>
        <SectionPicker
          pavilions={pavilions}
          sectionId={sectionId}
          onChange={(id) => {
            setSheetOpen(false);
            onSectionChange(id);
          }}
        />
        {/* The line keeps its room while the board loads, so nothing below it moves when it arrives. */}
        <div className={styles.info} data-testid="chess-info" aria-busy={!view || undefined}>
          <p className={styles.where}>
            {view
              ? [
                  view.pavilionName,
                  view.name,
                  // A building with no deadline yet says nothing of it rather than «Срок сдачи: —».
                  view.isFinished
                    ? t.finished
                    : view.dateBuild && fill(t.deadline, formatQuarter(view.dateBuild)),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : '\u00a0'}
          </p>
          {view ? (
            <p className={styles.count} data-testid="relevant-count">
              {view.relevantCount > 0
                ? fill(t.relevantCount, countOf(view.relevantCount, t.units))
                : t.noneRelevant}
            </p>
          ) : (
            <p className={styles.count}>{'\u00a0'}</p>
          )}
          {/* The building's latest construction report (issue 28), a line of its own: it never cuts the names short. */}
          {readiness && (
            <p className={styles.readiness} data-testid="chess-readiness">
              {readiness}
            </p>
          )}
        </div>
        {select && <p className={styles.notice}>{t.selectHint}</p>}
        {query.data?.filterIgnored && <p className={styles.notice}>{t.filterIgnored}</p>}
        <div className={styles.toolbar}>
          <ChessLegend rows={current?.rows} />
          <div className={styles.controls}>
            {wide && <DensitySwitch density={chosen} onChange={choose} />}
            <div className={styles.zoom}>
              <button type="button" onClick={zoom.zoomOut} aria-label={t.zoomOut} title={t.zoomOut}>
                −
              </button>
              <button type="button" onClick={zoom.zoomIn} aria-label={t.zoomIn} title={t.zoomIn}>
                +
              </button>
            </div>
          </div>
        </div>
        <div
          ref={scroller}
          className={styles.scroller}
          data-loading={!current || undefined}
          data-testid="chess-scroller"
          // Pinched and panned by the finger: inside a sheet it must never drag the sheet down.
          data-no-swipe
        >
          {view ? (
            <div ref={board} className={styles.board}>
              <ChessGrid view={view} density={density} selectedId={selectedId} onSelect={onSelect} />
            </div>
          ) : query.isError ? (
            <p className={styles.error}>{errorText(query.error)}</p>
          ) : (
            <div className={styles.loading}>
              <Spinner size={28} />
            </div>
          )}
        </div>
      </div>
      <CellCard
        placement={wide ? 'side' : 'sheet'}
        open={sheetOpen}
        onClose={() => {
          setSheetOpen(false);
          onCellChange?.(null);
        }}
        cell={selected}
        rows={view?.rows ?? []}
        payments={view?.payments}
        viewerId={viewer?.id ?? null}
        canWatchCommission={viewer?.canWatchCommission ?? false}
        select={select}
        links={links}
        booking={selected && view && renderBooking ? renderBooking(selected, view) : undefined}
      />
    </div>
  );
}
