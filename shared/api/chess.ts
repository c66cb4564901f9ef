// The buyers' chessboard of one section. Public for snapshots: without one the caller must be logged in.
import { endpoint } from './endpoint.ts';

export const getChessSection = endpoint({
  method: 'POST',
  path: '/api/objects/:id/chess/:sectionId',
  summary: 'One section’s chessboard, the units matching the posted filter highlighted',
  access: 'public',
  params: 'ZChessParams',
  body: 'ZChessRequest',
  bodyOptional: true,
  response: 'ZChessView',
  errors: ['Unauthorized', 'NotFound'],
});
