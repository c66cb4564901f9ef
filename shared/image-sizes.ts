// Image variants by longest side, in pixels (PRODUCT §3: sizes s, m, l, xl). Plain, so the feed's first screen can
// build srcsets without pulling Zod in; shared/schemas/common.ts re-exports them.
export const IMAGE_SIZES = { s: 320, m: 640, l: 1280, xl: 2048 } as const;
export type TImageSize = keyof typeof IMAGE_SIZES;
