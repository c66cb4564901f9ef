// «Вознаграждения»: the agent's commissions (an agency head's: the agency's), the builder's payables, the moves of
// each (reconciliation, approval, payment, dispute with its thread), the act of reconciliation and the CSV.
import { endpoint } from './endpoint.ts';

export const listCommissions = endpoint({
  method: 'GET',
  path: '/api/commissions',
  summary:
    'The caller’s commissions with totals by state (the agent’s part); an agency head’s: the agency’s, optionally of one member',
  query: 'ZCommissionsQuery',
  response: 'ZCommissionsPage',
  errors: ['NotFound'],
});

export const reconcileCommission = endpoint({
  method: 'POST',
  path: '/api/commissions/:id/reconcile',
  summary:
    'The agent (or their agency head) asks for reconciliation from accrued or disputed, stating the contract',
  params: 'ZCommissionParams',
  body: 'ZCommissionReconcile',
  response: 'ZCommissionAnswer',
  errors: ['NotFound', 'NotAcceptable'],
});

export const commentCommission = endpoint({
  method: 'POST',
  path: '/api/commissions/:id/comments',
  summary:
    'A line of the commission’s thread from either side; with dispute the agent or the builder opens a dispute',
  params: 'ZCommissionParams',
  body: 'ZCommissionComment',
  response: 'ZCommissionAnswer',
  status: 201,
  errors: ['NotFound', 'NotAcceptable', 'Forbidden'],
});

export const getCommissionAct = endpoint({
  method: 'GET',
  path: '/api/commissions/:id/act.pdf',
  summary:
    'The act of reconciliation of one commission (application/pdf, an attachment): the parties’ requisites, the deal, the terms, the amounts in figures and words, the dates, places to sign',
  params: 'ZCommissionParams',
  status: 200,
  errors: ['NotFound'],
});

export const listBackofficeCommissions = endpoint({
  method: 'GET',
  path: '/api/backoffice/commissions',
  summary:
    'The builder company’s payables (owners, members with bookings or analytics): totals by state, accrual month and agency',
  query: 'ZBackofficeCommissionsQuery',
  response: 'ZBackofficeCommissionsPage',
  errors: ['Forbidden'],
});

export const updateBackofficeCommission = endpoint({
  method: 'PUT',
  path: '/api/backoffice/commissions/:id',
  summary:
    'Approve (from reconciliation or dispute), pay (payment order and date) or dispute (with a comment) a commission; a stale version is 409',
  params: 'ZCommissionParams',
  body: 'ZCommissionUpdate',
  response: 'ZCommissionAnswer',
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});

export const exportBackofficeCommissions = endpoint({
  method: 'GET',
  path: '/api/backoffice/commissions.csv',
  summary:
    'The payables as CSV for the accountant (UTF-8 with BOM, «;», integer roubles), optionally of one accrual month',
  query: 'ZCommissionsCsvQuery',
  status: 200,
  errors: ['Forbidden'],
});
