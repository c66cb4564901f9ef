// Public snapshots: a collection frozen under a link a client opens without an account.
import { endpoint } from './endpoint.ts';

export const createSnapshot = endpoint({
  method: 'POST',
  path: '/api/snapshot',
  summary: 'A new public link from a collection or from a list of complexes',
  body: 'ZSnapshotCreate',
  response: 'ZSnapshotRef',
  errors: ['Unauthorized', 'NotFound'],
});

export const getSnapshot = endpoint({
  method: 'GET',
  path: '/api/snapshot/:id',
  summary:
    'A snapshot as a client sees it (cards in preview mode, what changed since it was sent, the reactions of the visitor named by X-Visitor-Id); counts the opening',
  access: 'public',
  params: 'ZSnapshotParams',
  response: 'ZSnapshot',
  errors: ['NotFound'],
});

export const getSnapshotPdf = endpoint({
  method: 'GET',
  path: '/api/snapshot/:id/pdf',
  summary:
    'The snapshot as a PDF (application/pdf, an attachment with a Russian file name): a cover with the agent, a page per item; each version is rendered once, renders limited per address',
  access: 'public',
  params: 'ZSnapshotParams',
  status: 200,
  errors: ['NotFound', 'ThrottleLimit'],
});

export const refreshSnapshot = endpoint({
  method: 'PUT',
  path: '/api/snapshot/:id',
  summary:
    "The same link with the current content of its collection (or of another own one); the owner's only",
  params: 'ZSnapshotParams',
  body: 'ZSnapshotRefresh',
  bodyOptional: true,
  response: 'ZSnapshotRef',
  errors: ['Unauthorized', 'NotFound'],
});

export const revokeSnapshot = endpoint({
  method: 'DELETE',
  path: '/api/snapshot/:id',
  summary:
    'Withdraw a sent link: from now on it, its reactions and its PDF answer NotFound; the owner’s only',
  params: 'ZSnapshotParams',
  response: 'ZSnapshotRevoked',
  errors: ['Unauthorized', 'NotFound'],
});

export const reactToSnapshot = endpoint({
  method: 'POST',
  path: '/api/snapshot/:id/reactions',
  summary:
    'A client marks an item of the link «Нравится» / «Не подходит» (null clears) and may comment; X-Visitor-Id names the client',
  access: 'public',
  params: 'ZSnapshotParams',
  body: 'ZReactionCreate',
  response: 'ZReactionAnswer',
  idempotent: true,
  errors: ['NotFound', 'ThrottleLimit'],
});
