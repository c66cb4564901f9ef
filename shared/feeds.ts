// The portals Kvartal feeds (docs/feeds.md): their keys in URLs and their names; Zod-free, the settings screen reads it.
export const FEED_PORTALS = ['yandex', 'cian', 'avito'] as const;
export type TFeedPortal = (typeof FEED_PORTALS)[number];

export const isFeedPortal = (value: string): value is TFeedPortal =>
  (FEED_PORTALS as readonly string[]).includes(value);

/** The public path of a portal's feed; the server answers it outside /api. */
export const feedPath = (token: string, portal: TFeedPortal) =>
  `/feeds/${encodeURIComponent(token)}/${portal}.xml`;
