// Every field of the search filter (docs/filter.md) with Russian titles from shared/enums.ts. Controlled: the value
// is the draft filter, every change hands back a new one; errors come from the server's 422.
import {
  AMENITY_OPTIONS,
  HouseClass,
  HouseType,
  Interior,
  Layout,
  Market,
  Material,
  Parking,
  Payment,
  Structure,
  Territory,
} from '#shared/enums.ts';
import { searchSortTitles, searchSortValues, type TSearchSort } from '#shared/filter-presets.ts';
import type { TRegionsResponse, TPartner } from '#shared/schemas/object.ts';
import { fill } from '#shared/texts/ru.ts';
import { searchTexts } from '#shared/texts/search.ts';
import { mortgageTexts } from '#shared/texts/mortgage.ts';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { ExpandableCheckboxGroup } from '#app/components/ui/expandable-checkbox-group.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { listOf, quarterOptions, type TFilterValues } from '../lib/filter-values.ts';
import { ChipGroup } from './chip-group.tsx';
import { NearChips } from './near-chips.tsx';
import { RangeField } from './range-field.tsx';
import styles from './filter.module.css';

const f = searchTexts.fields;
const ROMAN = ['I', 'II', 'III', 'IV'];

const options = (e: { options: readonly { value: number; title: string }[] }) =>
  e.options.map((o) => ({ value: o.value, title: o.title }));

const num = (v: unknown): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

export interface FilterFormProps {
  value: TFilterValues;
  onChange: (value: TFilterValues) => void;
  errors?: Record<string, string[]>;
  regions?: TRegionsResponse['regions'];
  /** Partner builders offered in the builder field. */
  builders?: readonly TPartner[];
}

export function FilterForm({ value, onChange, errors = {}, regions = [], builders = [] }: FilterFormProps) {
  const set = (patch: Partial<TFilterValues>) => onChange({ ...value, ...patch });
  const error = (...fields: string[]) => fields.map((name) => errors[name]?.[0]).find(Boolean);
  const market = num(value.market) ?? Market.primary;

  const region =
    regions.find((r) => r.id === num(value.regionId)) ?? (regions.length === 1 ? regions[0] : undefined);
  const subregionOptions = placeOptions(region ? [region] : regions);
  const quarters = quarterOptions().map((q) => ({
    value: q.value,
    title: fill(searchTexts.quarter, ROMAN[q.quarter - 1]!, q.year),
  }));
  const labels = (value.labels as Record<string, string> | undefined) ?? {};
  const builderId = num(value.builderId);
  const builderOptions = builders
    .filter((p) => p.builderId != null)
    .map((p) => ({ value: p.builderId!, title: p.name }));
  if (builderId != null && !builderOptions.some((o) => o.value === builderId)) {
    builderOptions.unshift({ value: builderId, title: labels.builderId ?? String(builderId) });
  }
  const finished =
    value.isFinished === undefined || value.isFinished === '' ? null : Boolean(Number(value.isFinished));

  return (
    <div className={styles.form}>
      <ChipGroup
        label={f.market}
        options={options(Market)}
        value={[market]}
        onChange={(v) => set({ market: v[0] ?? Market.primary })}
        single
      />

      {value.objectId != null && labels.objectId && (
        <div className={styles.picked}>
          <span className={styles.legend}>{f.object}</span>
          <span className={styles.pickedValue}>{labels.objectId}</span>
        </div>
      )}

      {regions.length > 1 && (
        <Select
          label={f.region}
          value={num(value.regionId) ?? null}
          options={regions.map((r) => ({ value: r.id, title: r.name }))}
          onChange={(id) => set({ regionId: id ?? undefined, subregions: [] })}
        />
      )}
      <ExpandableCheckboxGroup
        title={f.subregions}
        options={subregionOptions}
        value={listOf(value.subregions)}
        onChange={(ids) => set({ subregions: ids })}
        visible={Math.max(4, subregionOptions.filter((o) => o.district).length)}
      />

      <RangeField
        label={f.price}
        from={num(value.priceFrom)}
        to={num(value.priceTo)}
        onChange={(priceFrom, priceTo) => set({ priceFrom, priceTo })}
        error={error('priceFrom', 'priceTo')}
        roubles
      />
      <RangeField
        label={f.squarePrice}
        from={num(value.squarePriceFrom)}
        to={num(value.squarePriceTo)}
        onChange={(squarePriceFrom, squarePriceTo) => set({ squarePriceFrom, squarePriceTo })}
        error={error('squarePriceFrom', 'squarePriceTo')}
        roubles
      />
      <RangeField
        label={mortgageTexts.filter.monthlyPayment}
        from={num(value.monthlyPayment)}
        onChange={(monthlyPayment) => set({ monthlyPayment })}
        error={error('monthlyPayment')}
        single
        roubles
      />
      <RangeField
        label={f.area}
        from={num(value.areaFrom)}
        to={num(value.areaTo)}
        onChange={(areaFrom, areaTo) => set({ areaFrom, areaTo })}
        error={error('areaFrom', 'areaTo')}
      />

      <ChipGroup
        label={f.cntApart}
        options={options(Layout)}
        value={listOf(value.cntApart)}
        onChange={(v) => set({ cntApart: v })}
      />
      <ChipGroup
        label={f.class}
        options={options(HouseClass)}
        value={listOf(value.class)}
        onChange={(v) => set({ class: v })}
      />
      <ChipGroup
        label={f.structure}
        options={options(Structure)}
        value={num(value.structure) != null ? [num(value.structure)!] : []}
        onChange={(v) => set({ structure: v[0] })}
        single
      />
      <ChipGroup
        label={f.type}
        options={options(HouseType)}
        value={listOf(value.type)}
        onChange={(v) => set({ type: v })}
      />
      <ChipGroup
        label={f.interior}
        options={options(Interior)}
        value={listOf(value.interior)}
        onChange={(v) => set({ interior: v })}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{f.deadline}</legend>
        <div className={styles.range}>
          <Select
            label={f.deadlineFrom}
            value={(value.dateBuildFrom as string | undefined) ?? null}
            options={quarters}
            onChange={(v) => set({ dateBuildFrom: v ?? undefined })}
          />
          <Select
            label={f.deadlineTo}
            value={(value.dateBuildTo as string | undefined) ?? null}
            options={quarters}
            onChange={(v) => set({ dateBuildTo: v ?? undefined })}
            error={error('dateBuildTo', 'dateBuildFrom')}
          />
        </div>
      </fieldset>
      <ChipGroup
        label={f.isFinished}
        options={[
          { value: 1, title: f.finishedYes },
          { value: 0, title: f.finishedNo },
        ]}
        value={finished === null ? [] : [finished ? 1 : 0]}
        onChange={(v) => set({ isFinished: v.length ? v[0] === 1 : undefined })}
        single
      />

      <RangeField
        label={f.floor}
        from={num(value.floorFrom)}
        to={num(value.floorTo)}
        onChange={(floorFrom, floorTo) => set({ floorFrom, floorTo })}
        error={error('floorFrom', 'floorTo')}
      />

      <div className={styles.toggles}>
        <Checkbox checked={Boolean(value.isAction)} onChange={(on) => set({ isAction: on || undefined })}>
          {f.isAction}
        </Checkbox>
        <Checkbox checked={Boolean(value.isNew)} onChange={(on) => set({ isNew: on || undefined })}>
          {f.isNew}
        </Checkbox>
        <Checkbox
          checked={Boolean(value.noDeadlineShift)}
          onChange={(on) => set({ noDeadlineShift: on || undefined })}
        >
          {f.noDeadlineShift}
        </Checkbox>
        <Checkbox checked={Boolean(value.escrow)} onChange={(on) => set({ escrow: on || undefined })}>
          {f.escrow}
        </Checkbox>
      </div>

      <NearChips
        value={value.near}
        onChange={(near) => set({ near })}
        error={error('near.school', 'near.kindergarten', 'near.sea')}
      />

      <ExpandableCheckboxGroup
        title={f.features}
        options={options({ options: AMENITY_OPTIONS })}
        value={listOf(value.features)}
        onChange={(v) => set({ features: v })}
      />
      <ExpandableCheckboxGroup
        title={f.payments}
        options={options(Payment)}
        value={listOf(value.payments)}
        onChange={(v) => set({ payments: v })}
      />
      <ChipGroup
        label={f.parking}
        options={options(Parking)}
        value={listOf(value.parking)}
        onChange={(v) => set({ parking: v })}
      />
      <ChipGroup
        label={f.territory}
        options={options(Territory)}
        value={listOf(value.territory)}
        onChange={(v) => set({ territory: v })}
      />
      <ExpandableCheckboxGroup
        title={f.material}
        options={options(Material)}
        value={listOf(value.material)}
        onChange={(v) => set({ material: v })}
        visible={4}
      />
      <RangeField
        label={f.distanceSea}
        from={num(value.distanceSeaTo)}
        onChange={(distanceSeaTo) => set({ distanceSeaTo })}
        error={error('distanceSeaTo')}
        single
      />
      <RangeField
        label={f.ceilingHeight}
        from={num(value.ceilingHeightFrom)}
        onChange={(ceilingHeightFrom) => set({ ceilingHeightFrom })}
        error={error('ceilingHeightFrom')}
        single
      />

      {builderOptions.length > 0 && (
        <Select
          label={f.builder}
          placeholder={f.builderAny}
          value={builderId ?? null}
          options={builderOptions}
          onChange={(id) =>
            set({
              builderId: id ?? undefined,
              labels: { ...labels, builderId: builderOptions.find((o) => o.value === id)?.title ?? '' },
            })
          }
        />
      )}

      <Select<TSearchSort>
        label={searchTexts.sort.title}
        placeholder={searchTexts.sort.default}
        value={(value.sort as TSearchSort | undefined) ?? null}
        options={searchSortValues.map((s) => ({ value: s, title: searchSortTitles[s] }))}
        onChange={(sort) => set({ sort: sort ?? undefined })}
      />
    </div>
  );
}

/** Districts first, then their microdistricts named with the district. */
function placeOptions(regions: TRegionsResponse['regions']) {
  const all = regions.flatMap((r) => r.subregions);
  const byId = new Map(all.map((s) => [s.id, s]));
  const districts = all
    .filter((s) => s.parentId == null)
    .map((s) => ({ value: s.id, title: s.name, district: true }));
  const places = all
    .filter((s) => s.parentId != null)
    .map((s) => ({
      value: s.id,
      title: `${s.name} (${byId.get(s.parentId!)?.name ?? ''})`,
      district: false,
    }));
  return [...districts, ...places];
}
