// The complex's trust card, its moderation and the builder's public page (issue 28).
import { endpoint } from './endpoint.ts';

export const getBackofficeTrust = endpoint({
  method: 'GET',
  path: '/api/backoffice/objects/:id/trust',
  summary: 'The complex’s trust statement with each part’s check (the builder company’s members)',
  params: 'ZObjectIdParams',
  response: 'ZTrustAnswer',
  errors: ['Unauthorized', 'Forbidden', 'NotFound'],
});

export const saveTrust = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/trust',
  summary:
    'State the escrow bank, the project declaration and permit on наш.дом.рф, the 214-FZ flag and the developer’s INN; a changed part goes back to the moderators (publish permission); a stale version answers 409',
  params: 'ZObjectIdParams',
  body: 'ZTrustStatementInput',
  response: 'ZTrustAnswer',
  errors: ['Unauthorized', 'Forbidden', 'NotFound', 'NotAcceptable'],
});

export const getTrustCard = endpoint({
  method: 'GET',
  path: '/api/objects/:id/trust',
  summary: 'The complex page’s «Проверено» card: the verified parts only, public like the complex',
  access: 'public',
  params: 'ZObjectIdParams',
  query: 'ZPriceHistoryQuery',
  response: 'ZTrustCard',
  errors: ['Unauthorized', 'NotFound'],
});

export const listTrustModeration = endpoint({
  method: 'GET',
  path: '/api/moderation/trust',
  summary: 'Trust card parts by state (pending first-come), for moders and admins',
  query: 'ZTrustModerationQuery',
  response: 'ZTrustModerationPage',
  errors: ['Unauthorized', 'Forbidden'],
});

export const decideTrust = endpoint({
  method: 'PUT',
  path: '/api/moderation/trust/:objectId',
  summary: 'Verify a part of a complex’s trust card, or refuse it with the reason the builder reads',
  params: 'ZTrustObjectParams',
  body: 'ZTrustDecision',
  response: 'ZTrustAnswer',
  errors: ['Unauthorized', 'Forbidden', 'NotFound', 'NotAcceptable'],
});

export const getBuilderPage = endpoint({
  method: 'GET',
  path: '/api/builders/:id',
  summary:
    'A builder company’s public page: its published complexes, delivered and under construction, its deadline record and verified documents',
  access: 'public',
  params: 'ZBuilderParams',
  response: 'ZBuilderPage',
  errors: ['NotFound'],
});
