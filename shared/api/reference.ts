// Reference data and helpers several screens share: regions with districts, the geocoder, a loose image upload.
import { endpoint } from './endpoint.ts';

export const listRegions = endpoint({
  method: 'GET',
  path: '/api/regions',
  summary: 'Regions with their districts (the same list for everyone)',
  access: 'public',
  response: 'ZRegionsResponse',
  errors: [],
});

export const geocodePoint = endpoint({
  method: 'POST',
  path: '/api/geocoder',
  summary: 'The address at a point and the district it lies in',
  body: 'ZGeocodeRequest',
  response: 'ZGeocodeResponse',
  errors: ['Unauthorized'],
});

export const uploadTempImage = endpoint({
  method: 'POST',
  path: '/api/temp_image',
  summary: 'An image that belongs to nothing yet (multipart field image); a form attaches it by id',
  multipart: true,
  response: 'ZImage',
  errors: ['Unauthorized'],
});
