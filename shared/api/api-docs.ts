// The API describing itself: the OpenAPI 3.1 document built from these descriptors, and its reference page.
import { endpoint } from './endpoint.ts';

export const openApiDocument = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'The OpenAPI 3.1 document of every route, built from the descriptors of shared/api',
  access: 'public',
  status: 200,
  errors: [],
});

export const apiDocsPage = endpoint({
  method: 'GET',
  path: '/api/docs',
  summary: 'The reference page (HTML) over the OpenAPI document',
  access: 'public',
  status: 200,
  errors: [],
});

export const apiDocsAsset = endpoint({
  method: 'GET',
  path: '/api/docs/:file',
  summary: 'A file of the reference page',
  access: 'public',
  params: 'ZDocsAssetParams',
  status: 200,
  errors: ['NotFound'],
});
