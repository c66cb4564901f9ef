// The ₽/м² heat layer (issue 27): the server's hexagons drawn as coloured polygons under the pins; a tap names the
// median, the flats and the complexes in the hexagon. The legend sits over the map's corner.
import { useEffect } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { TMarketHeat } from '#shared/schemas/market.ts';
import { countOf, formatPrice } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { marketTexts } from '#shared/texts/market.ts';
import { heatColour, heatLegend } from '../lib/heat-colours.ts';
import styles from './map-view.module.css';

const t = marketTexts.heat;
const perMeter = (value: number) => fill(marketTexts.perMeter, formatPrice(value));

export function HeatLayer({ heat }: { heat: TMarketHeat }) {
  const map = useMap();
  useEffect(() => {
    const layer = L.layerGroup();
    for (const hex of heat.hexes) {
      const colour = heatColour(hex.median, heat.breaks);
      L.polygon(hex.polygon, {
        color: colour,
        weight: 1,
        fillColor: colour,
        fillOpacity: 0.45,
        interactive: true,
      })
        .bindTooltip(
          `${perMeter(hex.median)} · ${countOf(hex.units, t.units)} · ${countOf(hex.complexes, t.complexes)}`,
          { sticky: true },
        )
        .addTo(layer);
    }
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, heat]);
  return null;
}

export function HeatLegend({ heat }: { heat: TMarketHeat }) {
  if (heat.hexes.length === 0)
    return (
      <div className={styles.heatLegend} data-testid="heat-legend">
        {t.empty}
      </div>
    );
  return (
    <div className={styles.heatLegend} data-testid="heat-legend" aria-label={t.legend}>
      <strong className={styles.heatLegendTitle}>{t.legend}</strong>
      <ul className={styles.heatLegendList}>
        {heatLegend(heat.breaks).map((row) => (
          <li key={`${row.from}-${row.to}`}>
            <span className={styles.heatSwatch} style={{ background: row.colour }} aria-hidden="true" />
            {row.from == null && row.to == null
              ? perMeter(heat.hexes[0]!.median)
              : row.from == null
                ? `< ${formatPrice(row.to)}`
                : row.to == null
                  ? `≥ ${formatPrice(row.from)}`
                  : `${formatPrice(row.from)} – ${formatPrice(row.to)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
