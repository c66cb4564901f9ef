// Lets code outside React (the API client, the socket) navigate. The router binds itself at start-up;
// before that, or in tests that bind nothing, a full page load is the fallback.
export interface AppNavigator {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The pathname of the current route, without the hash-router prefix. */
  pathname(): string;
  /** True when the current route is behind the login guard. */
  isGuarded(): boolean;
}

const pageNavigator: AppNavigator = {
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  pathname: () => window.location.pathname,
  isGuarded: () => false,
};

let current: AppNavigator = pageNavigator;

export function bindNavigator(navigator: AppNavigator): () => void {
  current = navigator;
  return () => {
    if (current === navigator) current = pageNavigator;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current.navigate(to, options);
}

export function currentPathname(): string {
  return current.pathname();
}

export function isGuardedRoute(): boolean {
  return current.isGuarded();
}
