// «Аналитика»: the builder company's numbers over its complexes (one or all), a period (30 days, 3 months, a year or
// any from–to) compared with the one before, in five sections: Остатки, Темп продаж, Цены, Воронка, Спрос. The
// section, complex and period live in the address, so a link or a reload opens the same view.
import { useSearchParams } from 'react-router';
import { ANALYTICS_REPORTS, type TAnalyticsReport } from '#shared/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { DateInput, fromNative, toNative } from '#app/components/ui/date-input.tsx';
import { PageTitle } from '#app/components/ui/screen-container.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { useComplexOptions } from '#app/resources/backoffice.ts';
import { addDays, moscowToday } from '../lib/days.ts';
import { DemandSection } from './demand-section.tsx';
import { FunnelSection } from './funnel-section.tsx';
import { PaceSection } from './pace-section.tsx';
import { PricesSection } from './prices-section.tsx';
import { StockSection } from './stock-section.tsx';
import { ChipSwitch } from './chip-switch.tsx';
import styles from './analytics.module.css';

const t = analyticsTexts.screen;
const PRESETS = ['30', '90', '365'] as const;

export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  const tab = (ANALYTICS_REPORTS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TAnalyticsReport)
    : 'pace';
  const objectId = Number(params.get('objectId')) || undefined;
  const today = moscowToday();
  const to = params.get('to') ?? today;
  const from = params.get('from') ?? addDays(to, -89);
  const previous = params.get('compare') !== '0';
  const preset = PRESETS.find((p) => !params.get('to') && from === addDays(today, -(Number(p) - 1)));
  const filter = { objectId, from, to };

  const complexes = useComplexOptions();

  return (
    <>
      <PageTitle title={analyticsTexts.title} />
      <div className={styles.controls}>
        <Select
          label={t.complex}
          value={objectId ?? null}
          onChange={(id) => set({ objectId: id === null ? null : String(id) })}
          options={complexes}
          placeholder={t.allComplexes}
          className={styles.complex}
        />
        <ChipSwitch
          label={t.from}
          options={PRESETS}
          title={(p) => t.periods[p]}
          value={preset ?? null}
          onChange={(p) => set({ from: addDays(today, -(Number(p) - 1)), to: null })}
        />
        <div className={styles.period}>
          <DateInput
            label={t.from}
            value={fromNative('date', from)}
            onChange={(v) => set({ from: toNative('date', v) || null })}
            className={styles.dateField}
          />
          <DateInput
            label={t.to}
            value={fromNative('date', to)}
            onChange={(v) => set({ to: toNative('date', v) || null })}
            className={styles.dateField}
          />
        </div>
        <Checkbox checked={previous} onChange={(on) => set({ compare: on ? null : '0' })}>
          {t.previous}
        </Checkbox>
      </div>
      <nav className={styles.tabs} aria-label={analyticsTexts.title}>
        {ANALYTICS_REPORTS.map((r) => (
          <button
            key={r}
            type="button"
            aria-current={tab === r ? 'page' : undefined}
            onClick={() => set({ tab: r })}
          >
            {analyticsTexts.report[r]}
          </button>
        ))}
      </nav>
      {tab === 'stock' && <StockSection objectId={objectId} />}
      {tab === 'pace' && (
        <PaceSection
          filter={filter}
          previous={previous}
          titleOf={(id) => complexes.find((c) => c.value === id)?.title ?? ''}
        />
      )}
      {tab === 'prices' && <PricesSection filter={filter} />}
      {tab === 'funnel' && <FunnelSection filter={filter} previous={previous} />}
      {tab === 'demand' && <DemandSection objectId={objectId} />}
    </>
  );
}
