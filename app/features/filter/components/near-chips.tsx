// «Рядом»: «Школа до 500 м», «Детский сад до 500 м», «До моря до 1 км» (issue 28). A chip sets the filter's `near`
// distance for its kind or clears it; a distance set elsewhere (a saved filter, the API) shows as it is.
import { NEAR_CHIP_METRES, NEAR_KINDS, formatNearDistance, type TNearKey } from '#shared/nearby.ts';
import { fill } from '#shared/texts/ru.ts';
import { nearbyTexts } from '#shared/texts/nearby.ts';
import type { TFilterValues } from '../lib/filter-values.ts';
import layout from '#app/styles/layout.module.css';
import styles from './filter.module.css';

type Near = Partial<Record<TNearKey, number | string | undefined>>;

export function NearChips({
  value,
  onChange,
  error,
}: {
  value: TFilterValues['near'];
  onChange: (near: TFilterValues['near']) => void;
  error?: string | undefined;
}) {
  const near = (value ?? {}) as Near;
  const toggle = (key: TNearKey) => {
    const next: Near = {
      ...near,
      [key]: near[key] != null && near[key] !== '' ? undefined : NEAR_CHIP_METRES[key],
    };
    const kept = Object.fromEntries(Object.entries(next).filter(([, v]) => v != null && v !== ''));
    onChange(Object.keys(kept).length ? (kept as TFilterValues['near']) : undefined);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{nearbyTexts.chipsLegend}</legend>
      <div className={layout.chips}>
        {(Object.keys(NEAR_KINDS) as TNearKey[]).map((key) => {
          const set = near[key] != null && near[key] !== '';
          const metres = set ? Number(near[key]) : NEAR_CHIP_METRES[key];
          return (
            <button
              key={key}
              type="button"
              className={styles.chip}
              aria-pressed={set}
              onClick={() => toggle(key)}
            >
              {fill(nearbyTexts.chips[key], formatNearDistance(metres))}
            </button>
          );
        })}
      </div>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
