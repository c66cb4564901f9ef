// The page a logged-out visitor wanted: the login guard keeps it for the rest of the tab's life, login returns there.
const KEY = 'kvartal.returnTo';

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage unavailable: login then leads to the feed */
  }
}

/** The remembered page, once; only paths inside the app. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
