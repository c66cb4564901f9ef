// The market's choices: region and district, the period, classes and rooms (chips that toggle).
import { HouseClass, Layout } from '#shared/enums.ts';
import { marketTexts } from '#shared/texts/market.ts';
import { Select } from '#app/components/ui/select.tsx';
import { useRegions } from '#app/resources/reference.ts';
import { MARKET_PERIODS, type MarketChoice } from '../lib/market-params.ts';
import styles from './market.module.css';

const t = marketTexts.filters;

const toggle = (list: number[], value: number) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value].sort((a, b) => a - b);

export function MarketFilters({
  choice,
  onChange,
}: {
  choice: MarketChoice;
  onChange: (next: MarketChoice) => void;
}) {
  const regions = useRegions().data?.regions ?? [];
  const region = regions.find((r) => r.id === choice.regionId) ?? null;
  const set = (patch: Partial<MarketChoice>) =>
    onChange({ ...choice, ...patch, compare: patch.compare ?? choice.compare });
  return (
    <>
      <div className={styles.filters}>
        <Select
          label={t.region}
          placeholder={t.allRegions}
          value={choice.regionId}
          options={regions.map((r) => ({ value: r.id, title: r.name }))}
          onChange={(regionId) => set({ regionId, districtId: null })}
        />
        <Select
          label={t.district}
          placeholder={t.allDistricts}
          value={choice.districtId}
          disabled={!region}
          options={(region?.subregions ?? []).map((d) => ({ value: d.id, title: d.name }))}
          onChange={(districtId) => set({ districtId })}
        />
        <Select
          label={t.period}
          value={choice.months}
          options={MARKET_PERIODS.map((m) => ({ value: m, title: t.periods[m]! }))}
          onChange={(months) => set({ months: months ?? 12 })}
        />
      </div>
      <div className={styles.chipsRow} role="group" aria-label={t.class}>
        <span className={styles.chipsLabel}>{t.class}</span>
        {HouseClass.options.map((o) => (
          <button
            key={o.value}
            type="button"
            className={styles.chip}
            aria-pressed={choice.classes.includes(o.value)}
            onClick={() => set({ classes: toggle(choice.classes, o.value) })}
          >
            {o.title}
          </button>
        ))}
      </div>
      <div className={styles.chipsRow} role="group" aria-label={t.rooms}>
        <span className={styles.chipsLabel}>{t.rooms}</span>
        {Layout.options.map((o) => (
          <button
            key={o.value}
            type="button"
            className={styles.chip}
            aria-pressed={choice.rooms.includes(o.value)}
            onClick={() => set({ rooms: toggle(choice.rooms, o.value) })}
          >
            {o.title}
          </button>
        ))}
      </div>
    </>
  );
}
