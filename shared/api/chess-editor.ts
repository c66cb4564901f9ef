// The back-office of buildings, sections and chessboards: the caller needs the cabinet ability and owns the complex
// (an admin may touch any); anything else is NotFound, so ids of others reveal nothing.
import { endpoint } from './endpoint.ts';

const denied = ['Unauthorized', 'Forbidden', 'NotFound'] as const;
/** A write based on an old version is refused with 409 NotAcceptable (decision 018). */
const deniedOrStale = [...denied, 'NotAcceptable'] as const;

export const createPavilion = endpoint({
  method: 'POST',
  path: '/api/backoffice/objects/:id/pavilions',
  summary: 'A new building, last in its complex and unpublished',
  params: 'ZObjectPavilionsParams',
  body: 'ZPavilionCreate',
  response: 'ZBackofficePavilion',
  errors: denied,
});

export const reorderPavilions = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/pavilions/reorder',
  summary: 'The buildings of a complex in a new order (every id once)',
  params: 'ZObjectPavilionsParams',
  body: 'ZLineReorder',
  errors: denied,
});

export const updatePavilion = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/pavilions/:pid',
  summary: 'Rename or publish a building, or change its deadline and flags',
  params: 'ZPavilionParams',
  body: 'ZPavilionUpdate',
  response: 'ZBackofficePavilion',
  errors: denied,
});

export const deletePavilion = endpoint({
  method: 'DELETE',
  path: '/api/backoffice/objects/:id/pavilions/:pid',
  summary: 'Delete a building with its sections',
  params: 'ZPavilionParams',
  errors: denied,
});

export const listSections = endpoint({
  method: 'GET',
  path: '/api/backoffice/pavilions/:pid/sections',
  summary: 'The building page: the building, its complex and its sections',
  params: 'ZPavilionSectionsParams',
  response: 'ZSectionsPage',
  errors: denied,
});

export const createSection = endpoint({
  method: 'POST',
  path: '/api/backoffice/pavilions/:pid/sections',
  summary: 'A new section with a grid of columns × rows',
  params: 'ZPavilionSectionsParams',
  body: 'ZSectionCreate',
  response: 'ZSectionSummary',
  errors: denied,
});

export const reorderSections = endpoint({
  method: 'PUT',
  path: '/api/backoffice/pavilions/:pid/sections/reorder',
  summary: 'The sections of a building in a new order (every id once)',
  params: 'ZPavilionSectionsParams',
  body: 'ZLineReorder',
  errors: denied,
});

export const getSection = endpoint({
  method: 'GET',
  path: '/api/backoffice/pavilions/:pid/sections/:sid',
  summary: 'A section with its whole chessboard, for the editor',
  params: 'ZSectionParams',
  response: 'ZBackofficeSection',
  errors: denied,
});

export const updateSection = endpoint({
  method: 'PUT',
  path: '/api/backoffice/pavilions/:pid/sections/:sid',
  summary:
    'A patch (name, published, deadline, finished), answered with the summary; or the whole structure ' +
    '(cells, rows, cols), answered with the section',
  params: 'ZSectionParams',
  body: 'ZSectionUpdate',
  response: 'ZSectionUpdateAnswer',
  errors: deniedOrStale,
});

export const deleteSection = endpoint({
  method: 'DELETE',
  path: '/api/backoffice/pavilions/:pid/sections/:sid',
  summary: 'Delete a section with its chessboard',
  params: 'ZSectionParams',
  errors: denied,
});

export const massAction = endpoint({
  method: 'POST',
  path: '/api/backoffice/sections/:id/massive_action',
  summary:
    'A price change for the units of the chosen floors (all floors when none), answered with the section',
  params: 'ZGridItemParams',
  body: 'ZMassAction',
  response: 'ZMassActionResult',
  errors: deniedOrStale,
});

export const updateCol = endpoint({
  method: 'PUT',
  path: '/api/backoffice/cols/:id',
  summary: "Rename a riser (a column's label)",
  params: 'ZGridItemParams',
  body: 'ZColUpdate',
  response: 'ZBackofficeColAnswer',
  errors: deniedOrStale,
});

// Rows and cells take JSON or a multipart form (a PUT either way), or a form post: POST with `_method=PUT` and the
// plan image as the file field `plan`.

export const updateRow = endpoint({
  method: 'PUT',
  path: '/api/backoffice/rows/:id',
  summary: "A floor's name (living floors only), type or plan removal; answered with the whole section",
  params: 'ZGridItemParams',
  body: 'ZRowUpdate',
  response: 'ZBackofficeSection',
  errors: deniedOrStale,
});

export const postRowForm = endpoint({
  method: 'POST',
  path: '/api/backoffice/rows/:id',
  summary: 'The floor update as a form post (`_method=PUT`), with the plan image as the file field `plan`',
  params: 'ZGridItemParams',
  body: 'ZRowUpdate',
  multipart: true,
  response: 'ZBackofficeSection',
  errors: deniedOrStale,
});

export const updateCell = endpoint({
  method: 'PUT',
  path: '/api/backoffice/cells/:id',
  summary: "A unit's fields, disabling or plan removal; answered with the unit",
  params: 'ZGridItemParams',
  body: 'ZCellUpdate',
  response: 'ZBackofficeCellAnswer',
  errors: deniedOrStale,
});

export const postCellForm = endpoint({
  method: 'POST',
  path: '/api/backoffice/cells/:id',
  summary: 'The unit update as a form post (`_method=PUT`), with the plan image as the file field `plan`',
  params: 'ZGridItemParams',
  body: 'ZCellUpdate',
  multipart: true,
  response: 'ZBackofficeCellAnswer',
  errors: deniedOrStale,
});
