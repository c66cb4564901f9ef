// The heat layer's colours: five classes from cheaper (green) to dearer (red), split at the server's breaks.
export const HEAT_COLOURS = ['#1a9850', '#91cf60', '#fee08b', '#fc8d59', '#d73027'] as const;

/** The colour of a median among ascending breaks (n breaks make n + 1 classes, spread over the five colours). */
export function heatColour(median: number, breaks: readonly number[]): string {
  const index = breaks.filter((b) => median >= b).length;
  const classes = breaks.length + 1;
  const at = classes === 1 ? 2 : Math.round((index * (HEAT_COLOURS.length - 1)) / (classes - 1));
  return HEAT_COLOURS[at]!;
}

/** The legend's rows: each class's colour and its range [from, to) in ₽/м² (null: open-ended). */
export function heatLegend(
  breaks: readonly number[],
): { colour: string; from: number | null; to: number | null }[] {
  const edges = [null, ...breaks, null];
  return edges.slice(0, -1).map((from, i) => ({
    colour: heatColour(from ?? -Infinity, breaks),
    from,
    to: edges[i + 1] ?? null,
  }));
}
