// Query keys several areas share; a feature's own keys live with its API file.
export const queryKeys = {
  user: ['user'] as const,
  config: ['config'] as const,
  /** Filled by the socket's Notification event; the list screen reads it. */
  notifications: ['notifications'] as const,
};
