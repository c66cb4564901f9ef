// The news feed of a complex.
import { endpoint } from './endpoint.ts';

export const listNews = endpoint({
  method: 'GET',
  path: '/api/objects/:id/news',
  summary: 'The news of a complex the caller may open, newest first, page by page',
  params: 'ZObjectIdParams',
  query: 'ZPageQuery',
  response: 'ZNewsPage',
  errors: ['Unauthorized', 'NotFound'],
});
