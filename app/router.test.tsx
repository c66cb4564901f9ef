import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUserStatus } from '#shared/enums.ts';
import { ru } from '#shared/texts/ru.ts';
import { openMainMenu } from '#app/test/main-menu.ts';
import { mockFetch, type FetchMock, callTo, pathOf, refusal } from './test/fetch-mock.ts';
import { buildUser } from './test/users.ts';
import { queryClient } from './lib/query-client.ts';
import { patterns } from './lib/paths.ts';
import { getToken, setToken } from './lib/storage.ts';
import { createAppRouter, routes } from './router.tsx';
import * as authApi from '#shared/api/auth.ts';
import * as systemApi from '#shared/api/system.ts';
import * as userApi from '#shared/api/user.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';

vi.mock('./lib/socket.ts', () => ({
  connectSocket: vi.fn(async () => {}),
  disconnectSocket: vi.fn(),
  onSocketEvent: vi.fn(() => () => {}),
}));

let fetch: FetchMock;

beforeEach(() => {
  queryClient.clear();
  fetch = mockFetch().on(systemApi.readConfig, {
    body: { tileUrl: '', tileAttribution: '', supportUrl: 'https://t.me/kvartal_support' },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function loggedInAs(status: TUserStatus) {
  setToken('token-1');
  fetch.on(userApi.readUser, { body: { user: buildUser({ status }) } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function expectPath(router: ReturnType<typeof renderAt>, path: string) {
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path));
}

/** The route table's answer, whatever the page then renders (pages have their own tests). */
async function expectRoute(router: ReturnType<typeof renderAt>, pattern: string) {
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.matches.at(-1)?.route.path).toBe(pattern);
  });
}

describe('[router] guards in PRODUCT order', () => {
  it('sends a visitor without a token to auth_home', async () => {
    const router = renderAt('/feed');
    await expectPath(router, '/');
    expect(await screen.findByLabelText(ru.auth.phoneLabel)).toBeInTheDocument();
    expect(fetch.calls.some(callTo(userApi.readUser))).toBe(false);
  });

  it('remembers the page a visitor wanted, for after the login', async () => {
    const router = renderAt('/cabinet/offers');
    await expectPath(router, '/');
    expect(sessionStorage.getItem('kvartal.returnTo')).toBe('/cabinet/offers');
  });

  it("sends 'not accepted' to onboarding", async () => {
    loggedInAs('not accepted');
    const router = renderAt('/feed');
    await expectPath(router, '/onboarding');
    expect(await screen.findByRole('heading', { name: 'Добро пожаловать в Квартал' })).toBeInTheDocument();
  });

  it("sends 'not verified' to verify-email", async () => {
    loggedInAs('not verified');
    const router = renderAt('/cabinet/favorites');
    await expectPath(router, '/verify-email');
    expect(await screen.findByRole('heading', { name: 'Подтвердите почту' })).toBeInTheDocument();
  });

  it('lets an active user in and loads the user once', async () => {
    loggedInAs('active');
    const router = renderAt('/feed');
    await expectPath(router, '/feed');
    await expectRoute(router, patterns.feed);
    await router.navigate('/search');
    await expectRoute(router, patterns.search);
    expect(fetch.calls.filter(callTo(userApi.readUser))).toHaveLength(1);
  });

  it('skips auth_home and auth_code to the feed when a token is stored', async () => {
    loggedInAs('active');
    const router = renderAt('/');
    await expectPath(router, '/feed');
    await router.navigate('/code');
    await expectPath(router, '/feed');
  });

  it('moves a user past onboarding by status', async () => {
    loggedInAs('not verified');
    const router = renderAt('/onboarding');
    await expectPath(router, '/verify-email');
  });

  it('keeps a not accepted user out of email verification', async () => {
    loggedInAs('not accepted');
    const router = renderAt('/verify-email');
    await expectPath(router, '/onboarding');
  });

  it('shows an active user the outcome of the email link, and the feed otherwise', async () => {
    loggedInAs('active');
    const router = renderAt('/verify-email?verified=1');
    expect(await screen.findByRole('heading', { name: 'Почта подтверждена' })).toBeInTheDocument();
    await router.navigate('/verify-email');
    await expectPath(router, '/feed');
  });

  it('shows the outcome of the email link where nobody is logged in, with a way to log in', async () => {
    const router = renderAt('/verify-email?verified=1');
    expect(await screen.findByRole('heading', { name: 'Почта подтверждена' })).toBeInTheDocument();
    expect(screen.getByText(/Войдите по номеру телефона/)).toBeInTheDocument();
    expect(fetch.calls.some(callTo(userApi.readUser))).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Войти' }));
    await expectPath(router, '/');
    expect(await screen.findByLabelText(ru.auth.phoneLabel)).toBeInTheDocument();
  });

  it('shows a refused email link where nobody is logged in, and sends the plain page to login', async () => {
    const router = renderAt('/verify-email?error=invalid');
    expect(await screen.findByRole('heading', { name: 'Ссылка недействительна' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/');
    await router.navigate('/verify-email');
    await expectPath(router, '/');
  });

  it('drops a rejected token and goes to login', async () => {
    setToken('stale');
    fetch.on(userApi.readUser, refusal(401, 'Unauthorized', 'Требуется вход'));
    const router = renderAt('/feed');
    await expectPath(router, '/');
    expect(getToken()).toBeNull();
  });

  it('shows the banned message after a ban', async () => {
    setToken('banned');
    fetch.on(userApi.readUser, refusal(403, 'UserIsBanned', ru.banned.text));
    const router = renderAt('/feed');
    await expectPath(router, '/?banned=1');
    expect(getToken()).toBeNull();
    expect(await screen.findByText(ru.banned.title)).toBeInTheDocument();
    expect(screen.getByText(ru.banned.text)).toBeInTheDocument();
  });

  it('leads a throttled guard to the throttle page', async () => {
    setToken('t');
    fetch.on(userApi.readUser, refusal(429, 'ThrottleLimit', ru.throttle.title, { seconds: 12 }));
    const router = renderAt('/feed');
    await expectPath(router, '/error/throttle?seconds=12');
    expect(await screen.findByText('Подождите 12 сек. и попробуйте снова')).toBeInTheDocument();
  });
});

describe('[router] public routes', () => {
  it('opens the licence and snapshots without a token', async () => {
    const router = renderAt('/licence');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Пользовательское соглашение' }),
    ).toBeInTheDocument();
    await router.navigate('/a1b2c3d4e5f6g7h8i9j0kl');
    await expectRoute(router, patterns.snapshot);
    await router.navigate('/a1b2c3d4e5f6g7h8i9j0kl/15/chess');
    await expectRoute(router, patterns.snapshotChess);
    expect(router.state.location.pathname).toBe('/a1b2c3d4e5f6g7h8i9j0kl/15/chess');
    expect(fetch.calls.some(callTo(userApi.readUser))).toBe(false);
  });

  it('shows «Страница не найдена» for a mistyped address that only looks like a snapshot', async () => {
    loggedInAs('active');
    renderAt('/cabinet/favourites');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось открыть подборку')).not.toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.startsWith(pathOf(snapshotApi.createSnapshot)))).toBe(false);
  });

  it('tells static routes from snapshot ids', async () => {
    loggedInAs('active');
    const router = renderAt('/builder_cabinet/4/9/12');
    await expectRoute(router, patterns.builderSection);
    await router.navigate('/cabinet/offers/new/4/9/12');
    await expectRoute(router, patterns.newOffer);
  });
});

describe('[router] main menu', () => {
  it('has every PRODUCT entry, the support chat and logout', async () => {
    loggedInAs('active');
    renderAt('/feed');
    const menu = await openMainMenu();
    const href = (name: string) => within(menu).getByRole('link', { name }).getAttribute('href');
    expect(href(ru.menu.home)).toBe('/feed');
    expect(href(ru.menu.cabinet)).toBe('/cabinet');
    expect(href(ru.menu.collections)).toBe('/cabinet/collections');
    expect(href(ru.menu.offers)).toBe('/cabinet/offers');
    expect(href(ru.menu.archive)).toBe('/cabinet/archive');
    expect(href(ru.menu.favorites)).toBe('/cabinet/favorites');
    expect(href(ru.menu.filters)).toBe('/cabinet/filters');
    expect(href(ru.menu.place)).toBe('/cabinet/offers/new');
    expect(href(ru.menu.builderCabinet)).toBe('/builder_cabinet');
    expect(await within(menu).findByRole('link', { name: ru.menu.support })).toHaveAttribute(
      'href',
      'https://t.me/kvartal_support',
    );
  });

  it('logs out after confirmation: the token goes, the server is told', async () => {
    loggedInAs('active');
    fetch.on(authApi.logout, { body: { ok: true } });
    const router = createAppRouterForTest('/feed');
    const menu = await openMainMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Выйти' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Выйти из аккаунта?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    await expectPath(router, '/');
    expect(getToken()).toBeNull();
    expect(
      fetch.calls.some(
        (c) => callTo(authApi.logout)(c) && c.headers.get('Authorization') === 'Bearer token-1',
      ),
    ).toBe(true);
  });
});

/** The app's own router (bound to the navigator the API client uses), on a memory-like start URL. */
function createAppRouterForTest(path: string) {
  window.history.replaceState(null, '', path);
  const router = createAppRouter();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('[router] platform', () => {
  afterEach(() => {
    delete (window as { Capacitor?: unknown }).Capacitor;
    window.location.hash = '';
  });

  it('uses hash history inside the mobile wrapper', async () => {
    (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    window.history.replaceState(null, '', '/');
    const router = createAppRouterForTest('/#/licence');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Пользовательское соглашение' }),
    ).toBeInTheDocument();
    await router.navigate('/error/access-deny');
    expect(window.location.hash).toBe('#/error/access-deny');
    expect(window.location.pathname).toBe('/');
  });

  it('uses normal history in a browser', async () => {
    const router = createAppRouterForTest('/licence');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Пользовательское соглашение' }),
    ).toBeInTheDocument();
    await router.navigate('/error/access-deny');
    expect(window.location.pathname).toBe('/error/access-deny');
    expect(window.location.hash).toBe('');
  });
});
