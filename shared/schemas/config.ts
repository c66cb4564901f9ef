// GET /api/config: the browser-visible settings, an explicit whitelist of the environment; GET /api/health.
import { z } from 'zod';

export const ZClientConfig = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
  supportUrl: z.string(),
  /** Where every public link points (a sent collection, the widget's code): PUBLIC_URL, or the address asked. */
  publicUrl: z.string(),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

/** GET /api/health: up, and on which database engine. */
export const ZHealth = z.object({ status: z.literal('ok'), engine: z.string() });
