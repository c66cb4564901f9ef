// The inventory import (issue 26, decision 042): the template, the dry run of a file or a feed, its apply, the log
// of runs and the feed schedules of a complex. The complex's builder company with `prices` (or its owner); others 404.
import { endpoint, endpointsWith } from './endpoint.ts';

/** The complex's builder company with `prices` (or its owner); others 404. */
const complexImport = endpointsWith({ errors: ['NotFound', 'Forbidden'] });

export const importTemplate = endpoint({
  method: 'GET',
  path: '/api/backoffice/import/template.xlsx',
  summary: 'The XLSX template: one row per unit with Russian headers, a second sheet explaining the columns',
  status: 200,
  errors: ['Forbidden'],
});

export const previewImport = complexImport({
  method: 'POST',
  path: '/api/backoffice/objects/:id/import',
  summary:
    'Dry run (dryRun=1; the only mode): multipart field file (XLSX or CSV in UTF-8 or Windows-1251, or a ZIP holding one table and the plan images its «План» column names; ≤ 20 MB, 413 above) or JSON {feedUrl, format: yrl|profitbase}; nothing is written but the preview (and a ZIP’s plan images kept for the apply)',
  params: 'ZBackofficeObjectParams',
  query: 'ZImportObjectQuery',
  multipart: true,
  response: 'ZImportPreview',
});

export const applyImport = endpoint({
  method: 'POST',
  path: '/api/backoffice/imports/:importId/apply',
  summary: 'Applies a checked import in one transaction; 409 when the chessboard changed since the check',
  params: 'ZImportIdParams',
  response: 'ZImportApplied',
  errors: ['NotFound', 'Forbidden', 'NotAcceptable'],
});

export const listImports = complexImport({
  method: 'GET',
  path: '/api/backoffice/imports',
  summary: 'The log of a complex’s imports (the last 50), with their counts',
  query: 'ZImportsQuery',
  response: 'ZImportRuns',
});

export const listImportSchedules = complexImport({
  method: 'GET',
  path: '/api/backoffice/objects/:id/import-schedules',
  summary: 'The complex’s feed schedules',
  params: 'ZBackofficeObjectParams',
  response: 'ZImportSchedules',
});

export const createImportSchedule = complexImport({
  method: 'POST',
  path: '/api/backoffice/objects/:id/import-schedules',
  summary: 'Synchronise a feed hourly or daily; a private address is refused (422)',
  params: 'ZBackofficeObjectParams',
  body: 'ZImportScheduleCreate',
  response: 'ZImportScheduleCreated',
  status: 201,
});

export const deleteImportSchedule = complexImport({
  method: 'DELETE',
  path: '/api/backoffice/import-schedules/:id',
  summary: 'Stops a feed schedule',
  params: 'ZImportScheduleParams',
  status: 204,
});
