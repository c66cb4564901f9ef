// Collections («подборки»): the user's own lists of complexes and resale offers.
import { endpoint } from './endpoint.ts';

export const listCollections = endpoint({
  method: 'GET',
  path: '/api/user/collections',
  summary: 'Own collections page by page, or with all=true every one with the items it holds',
  query: 'ZCollectionsQuery',
  response: 'ZCollectionsList',
  errors: ['Unauthorized'],
});

export const getCollection = endpoint({
  method: 'GET',
  path: '/api/user/collections/:id',
  summary: 'One own collection with its cards and its latest public link',
  params: 'ZCollectionParams',
  response: 'ZCollectionResponse',
  errors: ['Unauthorized', 'NotFound'],
});

export const createCollection = endpoint({
  method: 'POST',
  path: '/api/user/collections',
  summary: 'A new empty collection under a name',
  body: 'ZCollectionName',
  response: 'ZCollectionRefResponse',
  errors: ['Unauthorized'],
});

export const renameCollection = endpoint({
  method: 'PUT',
  path: '/api/user/collections/:id',
  summary: 'Rename an own collection (409 when based on an older version)',
  params: 'ZCollectionParams',
  body: 'ZCollectionRename',
  response: 'ZCollectionRefResponse',
  errors: ['Unauthorized', 'NotFound', 'NotAcceptable'],
});

export const deleteCollection = endpoint({
  method: 'DELETE',
  path: '/api/user/collections/:id',
  summary: 'Delete an own collection',
  params: 'ZCollectionParams',
  response: 'ZCollectionDeleted',
  errors: ['Unauthorized', 'NotFound'],
});

export const bindToCollections = endpoint({
  method: 'POST',
  path: '/api/user/collections/bind',
  summary: 'Put a complex or a resale offer into these collections',
  body: 'ZCollectionBind',
  response: 'ZCollectionBindResult',
  errors: ['Unauthorized', 'NotFound'],
});

export const unbindFromCollections = endpoint({
  method: 'POST',
  path: '/api/user/collections/unbind',
  summary: 'Take a complex or a resale offer out of these collections',
  body: 'ZCollectionBind',
  response: 'ZCollectionBindResult',
  errors: ['Unauthorized', 'NotFound'],
});
