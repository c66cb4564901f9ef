// The wide screen's choice between the detailed board and the compact 40 px one: two toggle buttons in a labelled
// group, the pressed one being the board shown.
import type { ReactNode } from 'react';
import { realtyTexts } from '#shared/texts/realty.ts';
import type { TChessDensity } from '../lib/use-chess-density.ts';
import styles from './density-switch.module.css';

const t = realtyTexts.chess;

const svg = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

const ICONS: Record<TChessDensity, ReactNode> = {
  detailed: (
    <svg {...svg}>
      <rect x="1" y="2" width="6.5" height="5" rx="1.2" />
      <rect x="8.5" y="2" width="6.5" height="5" rx="1.2" />
      <rect x="1" y="9" width="6.5" height="5" rx="1.2" />
      <rect x="8.5" y="9" width="6.5" height="5" rx="1.2" />
    </svg>
  ),
  compact: (
    <svg {...svg}>
      {[1.5, 6.25, 11].flatMap((y) =>
        [1.5, 6.25, 11].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="3.5" height="3.5" rx="0.8" />),
      )}
    </svg>
  ),
};

const LABELS: Record<TChessDensity, string> = { detailed: t.detailed, compact: t.compact };

export function DensitySwitch({
  density,
  onChange,
}: {
  density: TChessDensity;
  onChange: (density: TChessDensity) => void;
}) {
  return (
    <div className={styles.switch} role="group" aria-label={t.density}>
      {(['detailed', 'compact'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={density === option}
          onClick={() => onChange(option)}
        >
          {ICONS[option]}
          {LABELS[option]}
        </button>
      ))}
    </div>
  );
}
