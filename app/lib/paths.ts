// Every route of PRODUCT §2, once: the patterns the router mounts and typed builders for links and redirects.
type Id = number | string;

const seg = (value: Id) => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Tabs of the back-office object editor, selected by the URL hash (PRODUCT §2). */
export const builderObjectTabs = [
  'flats',
  'news',
  'address',
  'photos',
  'documents',
  'builders',
  'infrastructure',
  'description',
  'characteristics',
  'communications',
  'checkout',
  'commission',
  'booking',
  'contacts',
  'widget',
  'queues',
  'trust',
  'import',
] as const;
export type TBuilderObjectTab = (typeof builderObjectTabs)[number];

/** Route patterns as React Router reads them. */
export const patterns = {
  authHome: '/',
  authCode: '/code',
  licence: '/licence',
  privacy: '/privacy',
  onboarding: '/onboarding',
  verifyEmail: '/verify-email',
  feed: '/feed',
  search: '/search',
  cabinet: '/cabinet',
  favorites: '/cabinet/favorites',
  filters: '/cabinet/filters',
  collections: '/cabinet/collections',
  collection: '/cabinet/collections/:id',
  collectionSend: '/cabinet/collections/:id/send',
  /** Invites by phone (PRODUCT §1, §3: a cabinet screen beyond PRODUCT's route list). */
  invites: '/cabinet/invites',
  archive: '/cabinet/archive',
  /** The agent's bookings (a buyer's requests). */
  myBookings: '/cabinet/bookings',
  /** The agent's client fixations (an agency head's: the agency's). */
  myFixations: '/cabinet/fixations',
  /** The agent's deals (an agency head's: the agency's) and one of them, read-only. */
  myDeals: '/cabinet/deals',
  myDeal: '/cabinet/deals/:dealId',
  /** The agent's commissions (an agency head's: the agency's). */
  myCommissions: '/cabinet/commissions',
  /** Offers and units side by side. */
  compare: '/cabinet/compare',
  /** «Подборки агентства»: the links every agent of the agency sent, for its head. */
  agencyCollections: '/cabinet/agency/collections',
  /** The profile's editor: name, email, messengers. */
  profile: '/cabinet/profile',
  /** The caller's company (an agency or a builder's): profile, members, invites. */
  company: '/cabinet/company',
  /** The company's «Интеграции»: webhooks with their delivery log, API keys. */
  companyIntegrations: '/cabinet/company/integrations',
  offers: '/cabinet/offers',
  newOffer: '/cabinet/offers/new/:id?/:chess?/:cell?',
  editOffer: '/cabinet/offers/:offer',
  realty: '/realty/:id',
  realtyChess: '/realty/:id/chess/:chess?',
  realtyNews: '/realty/:id/news',
  offer: '/offer/:id',
  snapshot: '/:id',
  snapshotObject: '/:id/:objectId',
  snapshotChess: '/:id/:objectId/chess/:chess?',
  throttle: '/error/throttle',
  accessDeny: '/error/access-deny',
  builderObjects: '/builder_cabinet',
  /** The builder's bookings and requests (static: wins over /builder_cabinet/:id). */
  builderBookings: '/builder_cabinet/bookings',
  /** The builder's queue of client fixations (static: wins over /builder_cabinet/:id). */
  builderFixations: '/builder_cabinet/fixations',
  /** The builder's deals, board and list, and one deal (static: wins over /builder_cabinet/:id/:pavilion). */
  builderDeals: '/builder_cabinet/deals',
  builderDeal: '/builder_cabinet/deals/:dealId',
  /** The builder's payables to agents (static: wins over /builder_cabinet/:id). */
  builderCommissions: '/builder_cabinet/commissions',
  /** The builder company's analytics (static: wins over /builder_cabinet/:id). */
  builderAnalytics: '/builder_cabinet/analytics',
  /** The builder's portal feeds (static: wins over /builder_cabinet/:id). */
  builderFeeds: '/builder_cabinet/feeds',
  /** Back-office join requests (accept-cabinet-requests). */
  builderRequests: '/cabinet/builder-requests',
  builderObject: '/builder_cabinet/:id',
  builderPavilion: '/builder_cabinet/:id/:pavilion',
  builderSection: '/builder_cabinet/:id/:pavilion/:section',
  /** Moderation (moder and admin): users and offers; the app's version and broadcasts (admin). */
  moderationUsers: '/moderation/users',
  moderationOffers: '/moderation/offers',
  moderationApp: '/moderation/app',
  moderationMortgage: '/moderation/mortgage',
  moderationTrust: '/moderation/trust',
  /** A builder company's public page. */
  builderPage: '/builder/:id',
  /** «Рынок»: market analytics for agents, builders and staff (issue 27). */
  market: '/market',
} as const;

export const paths = {
  authHome: (query: { banned?: boolean } = {}) => withQuery('/', { banned: query.banned ? 1 : undefined }),
  authCode: () => '/code',
  licence: () => '/licence',
  privacy: () => '/privacy',
  onboarding: () => '/onboarding',
  verifyEmail: () => '/verify-email',
  feed: () => '/feed',
  search: () => '/search',
  cabinet: () => '/cabinet',
  favorites: () => '/cabinet/favorites',
  filters: () => '/cabinet/filters',
  collections: () => '/cabinet/collections',
  collection: (id: Id) => `/cabinet/collections/${seg(id)}`,
  collectionSend: (id: Id) => `/cabinet/collections/${seg(id)}/send`,
  invites: () => '/cabinet/invites',
  archive: () => '/cabinet/archive',
  myBookings: () => '/cabinet/bookings',
  myFixations: () => '/cabinet/fixations',
  myDeals: () => '/cabinet/deals',
  myCommissions: () => '/cabinet/commissions',
  myDeal: (id: Id) => `/cabinet/deals/${seg(id)}`,
  compare: () => '/cabinet/compare',
  agencyCollections: () => '/cabinet/agency/collections',
  profile: () => '/cabinet/profile',
  company: (query: { company?: Id; create?: 'agency' } = {}) => withQuery('/cabinet/company', query),
  companyIntegrations: (query: { company?: Id } = {}) => withQuery('/cabinet/company/integrations', query),
  offers: () => '/cabinet/offers',
  /** Optional parts nest: a cell needs a chess grid, a chess grid needs an object. */
  newOffer: (to: { id?: Id; chess?: Id; cell?: Id } = {}) => {
    const parts = ['/cabinet/offers/new'];
    if (to.id !== undefined) {
      parts.push(seg(to.id));
      if (to.chess !== undefined) {
        parts.push(seg(to.chess));
        if (to.cell !== undefined) parts.push(seg(to.cell));
      }
    }
    return parts.join('/');
  },
  /** With a unit: the offer is tied to it on opening (a «Выбрать» on the chessboard started from this offer). */
  editOffer: (offer: Id, unit: { id?: Id; chess?: Id; cell?: Id } = {}) =>
    withQuery(`/cabinet/offers/${seg(offer)}`, { object: unit.id, chess: unit.chess, cell: unit.cell }),
  realty: (id: Id, query: { show?: string } = {}) => withQuery(`/realty/${seg(id)}`, query),
  /** `cell`: the unit whose card opens; `select`: the offer (id) a sold unit is being picked for. */
  realtyChess: (id: Id, chess?: Id, query: { cell?: Id; select?: Id } = {}) =>
    withQuery(chess === undefined ? `/realty/${seg(id)}/chess` : `/realty/${seg(id)}/chess/${seg(chess)}`, {
      cell: query.cell,
      select: query.select,
    }),
  realtyNews: (id: Id) => `/realty/${seg(id)}/news`,
  offer: (id: Id, query: { show?: string } = {}) => withQuery(`/offer/${seg(id)}`, query),
  snapshot: (id: Id) => `/${seg(id)}`,
  /** `offer`: the id is a resale offer's (`?offer=1`); links made before offers could be sent have no flag. */
  snapshotObject: (id: Id, objectId: Id, query: { offer?: boolean } = {}) =>
    withQuery(`/${seg(id)}/${seg(objectId)}`, { offer: query.offer ? 1 : undefined }),
  /** `cell`: the unit whose card opens. */
  snapshotChess: (id: Id, objectId: Id, chess?: Id, query: { cell?: Id } = {}) =>
    withQuery(`/${seg(id)}/${seg(objectId)}/chess${chess === undefined ? '' : `/${seg(chess)}`}`, query),
  /** `seconds`: the wait the server asked for. */
  throttle: (seconds?: number) => withQuery('/error/throttle', { seconds }),
  accessDeny: () => '/error/access-deny',
  builderObjects: () => '/builder_cabinet',
  builderBookings: () => '/builder_cabinet/bookings',
  builderFixations: () => '/builder_cabinet/fixations',
  builderDeals: () => '/builder_cabinet/deals',
  builderCommissions: () => '/builder_cabinet/commissions',
  builderAnalytics: () => '/builder_cabinet/analytics',
  builderDeal: (id: Id) => `/builder_cabinet/deals/${seg(id)}`,
  builderFeeds: () => '/builder_cabinet/feeds',
  builderRequests: () => '/cabinet/builder-requests',
  builderObject: (id: Id, tab?: TBuilderObjectTab) => `/builder_cabinet/${seg(id)}${tab ? `#${tab}` : ''}`,
  builderPavilion: (id: Id, pavilion: Id) => `/builder_cabinet/${seg(id)}/${seg(pavilion)}`,
  /** `edit`: the structure-edit mode (hash #edit). */
  builderSection: (id: Id, pavilion: Id, section: Id, options: { edit?: boolean } = {}) =>
    `/builder_cabinet/${seg(id)}/${seg(pavilion)}/${seg(section)}${options.edit ? '#edit' : ''}`,
  moderationUsers: (query: { search?: string } = {}) => withQuery('/moderation/users', query),
  moderationOffers: (query: { status?: number } = {}) => withQuery('/moderation/offers', query),
  moderationApp: () => '/moderation/app',
  moderationMortgage: () => '/moderation/mortgage',
  moderationTrust: () => '/moderation/trust',
  builderPage: (id: Id) => `/builder/${seg(id)}`,
  market: (query: { districtId?: Id; regionId?: Id; compare?: Id } = {}) => withQuery('/market', query),
} as const;
