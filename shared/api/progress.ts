// Construction progress (issue 28): a building's monthly reports in the back-office (the complex's builder company:
// its owner or a member with `publish`; others 404), the complex page's timeline, and «Следить за стройкой».
import { endpoint } from './endpoint.ts';

const denied = ['Unauthorized', 'Forbidden', 'NotFound'] as const;

export const listPavilionProgress = endpoint({
  method: 'GET',
  path: '/api/backoffice/pavilions/:id/progress',
  summary: 'A building’s monthly construction reports, newest first',
  params: 'ZPavilionProgressParams',
  response: 'ZPavilionProgress',
  errors: denied,
});

export const createProgressReport = endpoint({
  method: 'POST',
  path: '/api/backoffice/pavilions/:id/progress',
  summary:
    'A monthly report (month, percent, text, video link, photos); a published building’s followers are notified',
  params: 'ZPavilionProgressParams',
  body: 'ZProgressReportInput',
  response: 'ZProgressReport',
  errors: denied,
  idempotent: true,
});

export const updateProgressReport = endpoint({
  method: 'PUT',
  path: '/api/backoffice/progress/:id',
  summary: 'Change a report; a stale version is 409',
  params: 'ZProgressReportParams',
  body: 'ZProgressReportInput',
  response: 'ZProgressReport',
  errors: [...denied, 'NotAcceptable'],
});

export const deleteProgressReport = endpoint({
  method: 'DELETE',
  path: '/api/backoffice/progress/:id',
  summary: 'Delete a report with its photos',
  params: 'ZProgressReportParams',
  errors: denied,
});

export const getObjectProgress = endpoint({
  method: 'GET',
  path: '/api/objects/:id/progress',
  summary: 'The complex’s published buildings’ construction reports, and whether the caller follows them',
  access: 'public',
  params: 'ZObjectIdParams',
  query: 'ZPriceHistoryQuery',
  response: 'ZObjectProgress',
  errors: ['Unauthorized', 'NotFound'],
});

export const followProgress = endpoint({
  method: 'POST',
  path: '/api/objects/:id/follow',
  summary: '«Следить за стройкой»: the caller hears of the complex’s new construction reports',
  access: 'user',
  params: 'ZObjectIdParams',
  response: 'ZProgressFollow',
  errors: ['Unauthorized', 'NotFound'],
});

export const unfollowProgress = endpoint({
  method: 'DELETE',
  path: '/api/objects/:id/follow',
  summary: 'Stop following the complex’s construction',
  access: 'user',
  params: 'ZObjectIdParams',
  response: 'ZProgressFollow',
  errors: ['Unauthorized', 'NotFound'],
});
