// The message the widget's page sends the page framing it, read by embed.js. No imports: the loader bundles it.
export const EMBED_HEIGHT_MESSAGE = 'kvartal:embed-height';

export interface EmbedHeightMessage {
  type: typeof EMBED_HEIGHT_MESSAGE;
  height: number;
}

export const isEmbedHeightMessage = (data: unknown): data is EmbedHeightMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === EMBED_HEIGHT_MESSAGE &&
  typeof (data as { height?: unknown }).height === 'number' &&
  Number.isFinite((data as { height: number }).height);

/** The frame's name for screen readers. */
export const EMBED_FRAME_TITLE = 'Шахматка квартир';
