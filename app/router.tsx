// The complete route table of PRODUCT §2. Pages load lazily; guards run as loaders before a page renders.
// Inside the mobile wrapper the router uses hash history, elsewhere normal history.
import type { ComponentType } from 'react';
import { createBrowserRouter, createHashRouter, type RouteObject } from 'react-router';
import { PageSpinner } from './components/ui/spinner.tsx';
import {
  activeGuard,
  guestGuard,
  onboardingGuard,
  verifyEmailGuard,
  type RouteHandle,
} from './routes/guards.ts';
import { prefetchObject } from './resources/realty.prefetch.ts';
import { bindNavigator } from './lib/navigation.ts';
import { patterns } from './lib/paths.ts';
import { isNativeApp } from './lib/platform.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { snapshotAddress } from './routes/snapshot/snapshot-address.ts';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const guarded: RouteHandle = { guarded: true };

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // auth_home and auth_code are public; a stored token skips them.
        loader: guestGuard,
        children: [
          { path: patterns.authHome, lazy: page(() => import('./routes/auth/phone.tsx')) },
          { path: patterns.authCode, lazy: page(() => import('./routes/auth/code.tsx')) },
        ],
      },
      { path: patterns.licence, lazy: page(() => import('./routes/licence.tsx')) },
      { path: patterns.privacy, lazy: page(() => import('./routes/privacy.tsx')) },
      {
        handle: guarded,
        children: [
          {
            path: patterns.onboarding,
            loader: onboardingGuard,
            lazy: page(() => import('./routes/onboarding.tsx')),
          },
          {
            path: patterns.verifyEmail,
            loader: verifyEmailGuard,
            lazy: page(() => import('./routes/verify-email.tsx')),
          },
          {
            loader: activeGuard,
            lazy: page(() => import('./routes/app-layout.tsx')),
            children: [
              { path: patterns.feed, lazy: page(() => import('./routes/feed.tsx')) },
              { path: patterns.search, lazy: page(() => import('./routes/search.tsx')) },
              { path: patterns.cabinet, lazy: page(() => import('./routes/cabinet/home.tsx')) },
              { path: patterns.favorites, lazy: page(() => import('./routes/cabinet/favorites.tsx')) },
              { path: patterns.filters, lazy: page(() => import('./routes/cabinet/filters.tsx')) },
              { path: patterns.collections, lazy: page(() => import('./routes/cabinet/collections.tsx')) },
              { path: patterns.collection, lazy: page(() => import('./routes/cabinet/collection.tsx')) },
              {
                path: patterns.collectionSend,
                lazy: page(() => import('./routes/cabinet/collection-send.tsx')),
              },
              { path: patterns.invites, lazy: page(() => import('./routes/cabinet/invites.tsx')) },
              { path: patterns.archive, lazy: page(() => import('./routes/cabinet/archive.tsx')) },
              { path: patterns.myBookings, lazy: page(() => import('./routes/cabinet/bookings.tsx')) },
              { path: patterns.myFixations, lazy: page(() => import('./routes/cabinet/fixations.tsx')) },
              { path: patterns.myDeals, lazy: page(() => import('./routes/cabinet/deals.tsx')) },
              { path: patterns.myDeal, lazy: page(() => import('./routes/cabinet/deal.tsx')) },
              {
                path: patterns.myCommissions,
                lazy: page(() => import('./routes/cabinet/commissions.tsx')),
              },
              { path: patterns.compare, lazy: page(() => import('./routes/cabinet/compare.tsx')) },
              {
                path: patterns.agencyCollections,
                lazy: page(() => import('./routes/cabinet/agency-collections.tsx')),
              },
              { path: patterns.profile, lazy: page(() => import('./routes/cabinet/profile.tsx')) },
              { path: patterns.company, lazy: page(() => import('./routes/cabinet/company.tsx')) },
              {
                path: patterns.companyIntegrations,
                lazy: page(() => import('./routes/cabinet/company-integrations.tsx')),
              },
              { path: patterns.offers, lazy: page(() => import('./routes/cabinet/offers.tsx')) },
              { path: patterns.newOffer, lazy: page(() => import('./routes/cabinet/new-offer.tsx')) },
              { path: patterns.editOffer, lazy: page(() => import('./routes/cabinet/edit-offer.tsx')) },
              {
                path: patterns.realty,
                loader: prefetchObject,
                lazy: page(() => import('./routes/realty/object.tsx')),
              },
              { path: patterns.builderPage, lazy: page(() => import('./routes/realty/builder.tsx')) },
              {
                path: patterns.realtyChess,
                // The prefetch's code (the board's resource) is not the first screen's: it comes with the route,
                // and the route does not wait for it.
                loader: (args) => {
                  void import('./routes/realty/chess-prefetch.ts').then((m) => m.prefetchChess(args));
                  return null;
                },
                lazy: page(() => import('./routes/realty/chess.tsx')),
              },
              { path: patterns.realtyNews, lazy: page(() => import('./routes/realty/news.tsx')) },
              { path: patterns.offer, lazy: page(() => import('./routes/offer/object.tsx')) },
              { path: patterns.builderObjects, lazy: page(() => import('./routes/backoffice/objects.tsx')) },
              {
                path: patterns.builderBookings,
                lazy: page(() => import('./routes/backoffice/bookings.tsx')),
              },
              { path: patterns.market, lazy: page(() => import('./routes/market.tsx')) },
              { path: patterns.builderFeeds, lazy: page(() => import('./routes/backoffice/feeds.tsx')) },
              {
                path: patterns.builderFixations,
                lazy: page(() => import('./routes/backoffice/fixations.tsx')),
              },
              { path: patterns.builderDeals, lazy: page(() => import('./routes/backoffice/deals.tsx')) },
              { path: patterns.builderDeal, lazy: page(() => import('./routes/backoffice/deal.tsx')) },
              {
                path: patterns.builderCommissions,
                lazy: page(() => import('./routes/backoffice/commissions.tsx')),
              },
              {
                path: patterns.builderAnalytics,
                lazy: page(() => import('./routes/backoffice/analytics.tsx')),
              },
              {
                path: patterns.builderRequests,
                lazy: page(() => import('./routes/backoffice/join-requests.tsx')),
              },
              {
                path: patterns.builderObject,
                lazy: page(() => import('./routes/backoffice/object.tsx')),
              },
              {
                path: patterns.builderPavilion,
                lazy: page(() => import('./routes/backoffice/pavilion.tsx')),
              },
              { path: patterns.builderSection, lazy: page(() => import('./routes/backoffice/section.tsx')) },
              {
                path: patterns.moderationUsers,
                lazy: page(() => import('./routes/moderation/users.tsx')),
              },
              {
                path: patterns.moderationOffers,
                lazy: page(() => import('./routes/moderation/offers.tsx')),
              },
              { path: patterns.moderationApp, lazy: page(() => import('./routes/moderation/app.tsx')) },
              {
                path: patterns.moderationMortgage,
                lazy: page(() => import('./routes/moderation/mortgage.tsx')),
              },
              {
                path: patterns.moderationTrust,
                lazy: page(() => import('./routes/moderation/trust.tsx')),
              },
            ],
          },
        ],
      },
      {
        // Public screens under the logo bar: snapshots (no login guard) and the error pages, which must open
        // without a session (a throttle on auth_home leads here).
        lazy: page(() => import('./components/layout/public-shell.tsx')),
        ErrorBoundary: RouteError,
        children: [
          { path: patterns.throttle, lazy: page(() => import('./routes/errors/throttle.tsx')) },
          { path: patterns.accessDeny, lazy: page(() => import('./routes/errors/access-deny.tsx')) },
          {
            path: patterns.snapshot,
            loader: snapshotAddress,
            lazy: page(() => import('./routes/snapshot/home.tsx')),
          },
          {
            path: patterns.snapshotObject,
            loader: snapshotAddress,
            lazy: page(() => import('./routes/snapshot/object.tsx')),
          },
          {
            path: patterns.snapshotChess,
            loader: snapshotAddress,
            lazy: page(() => import('./routes/snapshot/chess.tsx')),
          },
          // Static: the error boundary shows it too, so it is in the entry chunk anyway.
          { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Builds the router for this platform and lets the API client and the socket navigate with it. */
export function createAppRouter(table: RouteObject[] = routes): AppRouter {
  const router = isNativeApp() ? createHashRouter(table) : createBrowserRouter(table);
  bindNavigator({
    navigate: (to, options) => void router.navigate(to, options),
    pathname: () => router.state.location.pathname,
    isGuarded: () =>
      router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.guarded === true),
  });
  return router;
}
