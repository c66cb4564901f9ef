// How each kind of place near a complex looks: one colour and one glyph, the same on the map's marker and in the
// «Рядом» list, so the list is the map's legend.
import type { TInfraKind } from '#shared/nearby.ts';

export const NEARBY_LOOK: Record<TInfraKind, { color: string; glyph: string }> = {
  school: { color: '#2563eb', glyph: 'Ш' },
  kindergarten: { color: '#db2777', glyph: 'Д' },
  clinic: { color: '#dc2626', glyph: '+' },
  shop: { color: '#c2410c', glyph: 'М' },
  stop: { color: '#7c3aed', glyph: 'А' },
  beach: { color: '#0e7490', glyph: '≈' },
};
