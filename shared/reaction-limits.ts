// Limits of a client's reactions on a sent link, apart from their Zod schemas so the public page's form reads them
// without Zod.
export const REACTION_LIMITS = {
  commentMax: 1000,
  nameMax: 80,
  /** The window the two counts below are over. */
  windowSeconds: 10 * 60,
  /** Reactions from one address in the window, over every link. */
  perIp: 60,
  /** Reactions on one link in the window, from every address. */
  perLink: 120,
} as const;
