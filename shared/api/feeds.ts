// Portal feeds in the back-office: the builder's secret feed links (one token for the three portals), a new token
// that kills the old links, and a complex's ids in the portals' catalogues. The feeds themselves are served outside
// /api at /feeds/{token}/{yandex|cian|avito}.xml (server/modules/feeds/public-routes.ts).
import { cabinetErrors } from './backoffice.ts';
import { endpoint } from './endpoint.ts';

export const getFeedSettings = endpoint({
  method: 'GET',
  path: '/api/backoffice/feeds',
  summary: 'My feed links for Yandex Realty, Cian and Avito, and the portal ids of my complexes',
  response: 'ZFeedSettings',
  errors: ['Unauthorized', 'Forbidden'],
});

export const regenerateFeedToken = endpoint({
  method: 'POST',
  path: '/api/backoffice/feeds/token',
  summary: 'A new feed token: the old links answer 404 from now on',
  response: 'ZFeedSettings',
  errors: ['Unauthorized', 'Forbidden'],
});

export const updateFeedIds = endpoint({
  method: 'PUT',
  path: '/api/backoffice/feeds/objects/:id',
  summary: "A complex's ids in the portals' catalogues (empty to clear)",
  params: 'ZBackofficeObjectParams',
  body: 'ZFeedIdsUpdate',
  response: 'ZFeedObject',
  errors: cabinetErrors,
});
