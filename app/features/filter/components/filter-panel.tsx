// The filter panel (loaded on demand): a bottom sheet on phones, a side panel on desktop, or docked beside the list
// on /search. It edits a draft; the live button counts what the draft finds (POST /api/search/count) and applies it.
import { useState } from 'react';
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button, IconButton } from '#app/components/ui/button.tsx';
import { Drawer } from '#app/components/ui/drawer.tsx';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { useMediaQuery } from '#app/hooks/use-media-query.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { usePartners } from '#app/resources/partners.ts';
import { useRegions } from '#app/resources/reference.ts';
import { useSearchCount } from '#app/resources/search.ts';
import { cleanFilter, isSecondaryMarket, type TFilterValues } from '../lib/filter-values.ts';
import { FilterForm } from './filter-form.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './filter.module.css';

const t = searchTexts.panel;
export const DESKTOP_QUERY = '(min-width: 1024px)';
/** Over the page on desktop, the panel slides in from the right edge. */
const SIDE_LOOK = { root: styles.side, backdrop: styles.sideBackdrop, panel: styles.sidePanel };

export interface FilterPanelProps {
  open: boolean;
  onClose: () => void;
  value: TFilterValues;
  onApply: (value: TFilterValues) => void;
  /** Beside the list (desktop /search) instead of over it. */
  docked?: boolean;
}

export default function FilterPanel({ open, onClose, value, onApply, docked = false }: FilterPanelProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const live = docked && desktop ? true : open;
  const panel = usePanel(value, live);
  const apply = (v: TFilterValues) => {
    onApply(v);
    if (!(docked && desktop)) onClose();
  };
  const body = <PanelBody panel={panel} />;
  const footer = <ShowButton panel={panel} onApply={apply} />;
  const reset = (
    <Button variant="ghost" size="sm" onClick={panel.reset} data-testid="filter-reset">
      {t.reset}
    </Button>
  );

  if (desktop) {
    const content = (
      <div className={styles.panel}>
        <header className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>{t.title}</h2>
          {reset}
          {!docked && (
            <IconButton label={t.close} onClick={onClose}>
              <CloseIcon size={22} />
            </IconButton>
          )}
        </header>
        <div className={styles.panelBody}>{body}</div>
        <footer className={styles.panelFooter}>{footer}</footer>
      </div>
    );
    if (docked) {
      return (
        <aside className={styles.docked} aria-label={t.title}>
          {content}
        </aside>
      );
    }
    return (
      <Drawer open={open} onClose={onClose} label={t.title} look={SIDE_LOOK}>
        {content}
      </Drawer>
    );
  }
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={
        <span className={layout.lineLoose}>
          {t.title}
          {reset}
        </span>
      }
      fullSize
      footer={footer}
    >
      {body}
    </BottomSheet>
  );
}

/** The draft, its live count and the reference data; a new applied filter or a reopening starts it over. */
function usePanel(value: TFilterValues, live: boolean) {
  const [draft, setDraft] = useState<TFilterValues>(value);
  const [source, setSource] = useState({ value, live });
  if (source.value !== value || source.live !== live) {
    setSource({ value, live });
    if (source.value !== value || live) setDraft(value);
  }
  const clean = cleanFilter(draft);
  const count = useSearchCount(clean, live);
  const errors = count.error instanceof ApiError ? count.error.fieldErrors : {};
  const regions = useRegions();
  const partners = usePartners();
  return {
    draft,
    setDraft,
    clean,
    count,
    errors,
    invalid: Object.keys(errors).length > 0,
    regions: regions.data?.regions,
    partners: Object.values(partners.data ?? {}),
    reset: () => setDraft({ market: draft.market }),
  };
}

type Panel = ReturnType<typeof usePanel>;

function PanelBody({ panel }: { panel: Panel }) {
  return (
    <FilterForm
      value={panel.draft}
      onChange={panel.setDraft}
      errors={panel.errors}
      regions={panel.regions}
      builders={panel.partners}
    />
  );
}

/**
 * «Показать 12 объектов» applies the draft. When the settled count is 0 it reads «Ничего не найдено» and stays
 * disabled: applying would only swap the list for an empty page, so the buyer changes the filter (or resets it)
 * here. When the count cannot be had (a network error), «Показать» still applies: the list will tell.
 */
function ShowButton({ panel, onApply }: { panel: Panel; onApply: (value: TFilterValues) => void }) {
  const { count, clean, invalid } = panel;
  const n = count.data?.count;
  const words = isSecondaryMarket(clean) ? searchTexts.offers : searchTexts.objects;
  const nothing = n === 0 && !count.counting;
  const label = invalid
    ? t.invalid
    : nothing
      ? t.showNothing
      : n !== undefined
        ? fill(t.show, countOf(n, words))
        : count.isError && !count.counting
          ? t.showUncounted
          : t.counting;
  return (
    <Button
      variant="primary"
      size="lg"
      block
      disabled={invalid || nothing}
      aria-busy={count.counting || undefined}
      data-testid="filter-show"
      onClick={() => onApply(clean)}
    >
      {label}
    </Button>
  );
}
