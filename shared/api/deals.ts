// The deal (decision 040): the builder's company runs it in the back-office, the agent (and their agency's head)
// follows it in the cabinet.
import { endpoint } from './endpoint.ts';

export const openDeal = endpoint({
  method: 'POST',
  path: '/api/backoffice/deals',
  summary:
    'Open a deal («Оформить сделку») from a confirmed booking or a request; a request’s unit is reserved by the deal',
  body: 'ZDealCreate',
  response: 'ZDealAnswer',
  status: 201,
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});

export const listBackofficeDeals = endpoint({
  method: 'GET',
  path: '/api/backoffice/deals',
  summary:
    'The builder company’s deals, newest first, with each stage’s count and sum of prices under the same filter',
  query: 'ZBackofficeDealsQuery',
  response: 'ZDealsPage',
  errors: ['Forbidden'],
});

export const getBackofficeDeal = endpoint({
  method: 'GET',
  path: '/api/backoffice/deals/:id',
  summary: 'One deal of the builder company with its timeline, documents and commission',
  params: 'ZDealParams',
  response: 'ZDealAnswer',
  errors: ['Forbidden', 'NotFound'],
});

export const changeDeal = endpoint({
  method: 'PUT',
  path: '/api/backoffice/deals/:id',
  summary:
    'Move a deal to its next stage (with its date, number or amount) or cancel it with a reason; edit its price, payment program, manager or the buyer’s e-mail. A stale version answers 409',
  params: 'ZDealParams',
  body: 'ZDealChange',
  response: 'ZDealAnswer',
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});

export const uploadDealDocument = endpoint({
  method: 'POST',
  path: '/api/backoffice/deals/:id/documents',
  summary:
    'Attach a document to a deal’s stage (multipart: file — PDF, JPEG, PNG or WebP up to 25 MB — stage, comment)',
  params: 'ZDealParams',
  multipart: true,
  response: 'ZDealAnswer',
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});

export const listOwnDeals = endpoint({
  method: 'GET',
  path: '/api/deals',
  summary: 'The agent’s deals, newest first; an agency’s head sees the agency’s, one agent’s with member',
  query: 'ZDealsQuery',
  response: 'ZDealsPage',
  errors: ['NotFound'],
});

export const getOwnDeal = endpoint({
  method: 'GET',
  path: '/api/deals/:id',
  summary:
    'One deal of the agent (or of their agency, for its head), read-only, with its timeline and documents',
  params: 'ZDealParams',
  response: 'ZDealAnswer',
  errors: ['NotFound'],
});

export const getDealDocument = endpoint({
  method: 'GET',
  path: '/api/deals/:id/documents/:docId',
  summary:
    'A deal’s document file, for the deal’s parties only (the builder’s members, the agent, their agency’s head)',
  params: 'ZDealDocumentParams',
  errors: ['NotFound'],
});
