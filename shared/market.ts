// «Рынок»'s limits, Zod-free for the app.
/** The longest period the market answers for. */
export const MARKET_MAX_YEARS = 5;
/** Complexes compared at once. */
export const MARKET_COMPARE_MAX = 10;
/** Zooms the heat layer answers for. */
export const HEAT_ZOOM = { min: 3, max: 18 } as const;
