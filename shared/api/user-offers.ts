// The owner's resale offers: the lists, the draft and the editor's save, deletion, activation and photos.
import { endpoint } from './endpoint.ts';

export const listOwnOffers = endpoint({
  method: 'GET',
  path: '/api/user/offers',
  summary: 'The caller’s current offers, page by page, with counts by status',
  query: 'ZPageQuery',
  response: 'ZOwnOffersPage',
  errors: ['Unauthorized'],
});

export const listArchivedOffers = endpoint({
  method: 'GET',
  path: '/api/user/archive',
  summary: 'The caller’s archived offers, page by page, with counts by status',
  query: 'ZPageQuery',
  response: 'ZOwnOffersPage',
  errors: ['Unauthorized'],
});

export const getOwnOffer = endpoint({
  method: 'GET',
  path: '/api/user/offers/:id',
  summary: 'One of the caller’s offers, or the draft (`draft`); opening the draft needs the right to post',
  params: 'ZOfferKeyParams',
  response: 'ZOwnOfferResponse',
  errors: ['Unauthorized', 'PaymentRequired', 'NotFound'],
});

export const saveOwnOffer = endpoint({
  method: 'PUT',
  path: '/api/user/offers/:id',
  summary:
    'A partial save of an offer; `draft` makes the draft on its first save; a tie fills the unit’s facts',
  params: 'ZOfferKeyParams',
  body: 'ZOwnOfferUpdate',
  response: 'ZOwnOfferResponse',
  idempotent: true,
  errors: ['Unauthorized', 'PaymentRequired', 'NotFound', 'NotAcceptable'],
});

export const deleteOwnOffer = endpoint({
  method: 'DELETE',
  path: '/api/user/offers/:id',
  summary: 'Delete an offer or discard the draft, with its photos',
  params: 'ZOfferKeyParams',
  response: 'ZOfferDeleted',
  errors: ['Unauthorized', 'NotFound'],
});

export const activateAllOffers = endpoint({
  method: 'POST',
  path: '/api/user/offers/activate',
  summary: 'Publish every inactive offer that passes the checks; the rest are reported with their problems',
  response: 'ZOffersActivateAllResponse',
  errors: ['Unauthorized', 'PaymentRequired'],
});

export const activateOwnOffer = endpoint({
  method: 'POST',
  path: '/api/user/offers/:id/activate',
  summary: 'Publish an offer (or renew an active one); a 422 names the fields it still misses',
  params: 'ZOfferKeyParams',
  response: 'ZOfferActivateResponse',
  errors: ['Unauthorized', 'PaymentRequired', 'NotFound', 'NotAcceptable'],
});

export const uploadOfferImage = endpoint({
  method: 'POST',
  path: '/api/user/offers/:id/imageUpload',
  summary: 'Add a photo to an offer (multipart field image); the first photo makes the draft',
  params: 'ZOfferKeyParams',
  multipart: true,
  response: 'ZOfferImagesResponse',
  errors: ['Unauthorized', 'PaymentRequired', 'NotFound'],
});

export const deleteOfferImage = endpoint({
  method: 'DELETE',
  path: '/api/user/offers/:id/imageDelete/:imageId',
  summary: 'Remove a photo of an offer; answers the photos left',
  params: 'ZOfferImageParams',
  response: 'ZOfferImagesResponse',
  errors: ['Unauthorized', 'NotFound'],
});
