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

/**
 * How long after the frame's load embed.js waits for the widget's first height before it takes the frame as refused
 * (a site not on the complex's list: the browser shows its broken-frame box) and removes it. The widget reports its
 * height as its script starts, before the frame's load event, so this is slack for a slow machine.
 */
export const EMBED_REFUSED_AFTER_MS = 3000;
