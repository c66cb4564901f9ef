// Query keys the lib layer itself writes (the session, the socket's events); a resource's own keys live with it.
export const queryKeys = {
  user: ['user'] as const,
  /** Filled by the socket's Notification event; the list screen reads it. */
  notifications: ['notifications'] as const,
};
