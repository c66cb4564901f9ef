// The providers and the between-test reset that component tests of screens share, written once.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { bindNavigator } from '#app/lib/navigation.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { setToken } from '#app/lib/storage.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';

export interface RenderInAppOptions {
  /** The route the element stands at (default: every path). */
  path?: string;
  /** The history to start with, the last entry open unless `index` says otherwise (default: `path`, or `/`). */
  at?: string | string[];
  index?: number;
  /** Other routes a link or a redirect of the element leads to. */
  routes?: RouteObject[];
  /** The app's own query cache unless a test needs its own. */
  client?: QueryClient;
}

/**
 * Renders an element (or a memory router's whole route table) inside the app's providers: the query cache,
 * dialogs and the router. Returns the router, to read or move its location.
 */
export function renderInApp(ui: ReactNode | RouteObject[], options: RenderInAppOptions = {}) {
  const { path = '*', routes = [], client = queryClient } = options;
  const table = Array.isArray(ui) ? ui : [{ path, element: ui }, ...routes];
  const at = options.at ?? (path === '*' ? '/' : path);
  const entries = Array.isArray(at) ? at : [at];
  const router = createMemoryRouter(table, {
    initialEntries: entries,
    initialIndex: options.index ?? entries.length - 1,
  });
  const view = render(providers(router, client));
  return { router, ...view };
}

/** An element inside the providers with a fresh query cache that does not retry: for `render` and `rerender`. */
export function withProviders(ui: ReactNode, at = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return providers(createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [at] }), client);
}

function providers(router: ReturnType<typeof createMemoryRouter>, client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <DialogsProvider>
        <RouterProvider router={router} />
      </DialogsProvider>
    </QueryClientProvider>
  );
}

export interface AppTestOptions {
  /** A signed-in session's token, set before each test. */
  token?: string;
  /** Binds the app's navigator to a stand-in at this path (the leave guard and `navigateTo` read it). */
  pathname?: string;
  /** Whether the stand-in navigator says a leave guard is on (default true). */
  guarded?: boolean;
}

/**
 * Registers the hooks screens' tests share: an empty query cache (and a token, a navigator) before each test,
 * stubbed globals (the fetch mock) undone and toasts dismissed after. Returns the navigator's `navigate` mock.
 */
export function prepareAppTests(options: AppTestOptions = {}) {
  const navigate = vi.fn();
  let unbind = () => {};
  beforeEach(() => {
    queryClient.clear();
    navigate.mockReset();
    if (options.token) setToken(options.token);
    const { pathname } = options;
    if (pathname !== undefined)
      unbind = bindNavigator({
        navigate,
        pathname: () => pathname,
        isGuarded: () => options.guarded ?? true,
      });
  });
  afterEach(() => {
    unbind();
    unbind = () => {};
    vi.unstubAllGlobals();
    for (const t of getToasts()) dismissToast(t.id);
  });
  return { navigate };
}
