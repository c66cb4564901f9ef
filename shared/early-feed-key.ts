// The feed's last first-page body in localStorage: the app keeps it, index.html's early script replays it.
export const EARLY_FEED_KEY = 'early.feed';
