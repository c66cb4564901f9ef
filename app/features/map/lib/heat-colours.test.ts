import { describe, expect, it } from 'vitest';
import { HEAT_COLOURS, heatColour, heatLegend } from './heat-colours.ts';

describe('[map] the heat layer’s colours', () => {
  it('[map] a median takes the class its breaks put it in, cheapest green, dearest red', () => {
    const breaks = [100_000, 150_000, 200_000, 250_000];
    expect(heatColour(90_000, breaks)).toBe(HEAT_COLOURS[0]);
    expect(heatColour(150_000, breaks)).toBe(HEAT_COLOURS[2]);
    expect(heatColour(300_000, breaks)).toBe(HEAT_COLOURS[4]);
    // Two classes stretch over both ends; one hexagon takes the middle colour.
    expect(heatColour(1, [100])).toBe(HEAT_COLOURS[0]);
    expect(heatColour(200, [100])).toBe(HEAT_COLOURS[4]);
    expect(heatColour(5, [])).toBe(HEAT_COLOURS[2]);
  });

  it('[map] the legend lists each class with its range', () => {
    expect(heatLegend([100, 200])).toEqual([
      { colour: HEAT_COLOURS[0], from: null, to: 100 },
      { colour: HEAT_COLOURS[2], from: 100, to: 200 },
      { colour: HEAT_COLOURS[4], from: 200, to: null },
    ]);
  });
});
