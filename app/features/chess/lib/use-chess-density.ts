// How dense the board is drawn on a wide screen, remembered on this device: detailed (price, area, layout in every
// unit) unless the buyer chose the compact board. Phones always draw the compact 40 px board (PRODUCT §9).
import { useCallback, useState } from 'react';
import { useMediaQuery } from '#app/hooks/use-media-query.ts';

/** Compact: 40 px units with the number and layout; detailed: larger units with the price and area too. */
export type TChessDensity = 'compact' | 'detailed';

export const WIDE_SCREEN = '(min-width: 1024px)';
export const DENSITY_KEY = 'chess.density';

function readDensity(): TChessDensity {
  try {
    return localStorage.getItem(DENSITY_KEY) === 'compact' ? 'compact' : 'detailed';
  } catch {
    return 'detailed';
  }
}

export function useChessDensity() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [chosen, setChosen] = useState<TChessDensity>(readDensity);
  const choose = useCallback((next: TChessDensity) => {
    setChosen(next);
    try {
      localStorage.setItem(DENSITY_KEY, next);
    } catch {
      /* storage unavailable: the choice lasts until reload */
    }
  }, []);
  return { wide, density: wide ? chosen : 'compact', chosen, choose } as const;
}
