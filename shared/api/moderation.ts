// Moderation for moders and admins: users (search, role, ban and unban) and offers (by status, disable, restore).
import { endpoint } from './endpoint.ts';

export const listModerationUsers = endpoint({
  method: 'GET',
  path: '/api/moderation/users',
  summary: 'Users found by phone digits or name, page by page',
  query: 'ZModerationUsersQuery',
  response: 'ZModerationUsersPage',
  errors: ['Unauthorized', 'Forbidden'],
});

export const changeUserRole = endpoint({
  method: 'PUT',
  path: '/api/moderation/users/:id',
  summary: 'Give a user a role; `disabled` bans, any other role on a banned user unbans',
  params: 'ZModerationIdParams',
  body: 'ZRoleChange',
  response: 'ZModerationUserResponse',
  errors: ['Unauthorized', 'Forbidden', 'NotFound'],
});

export const listModerationOffers = endpoint({
  method: 'GET',
  path: '/api/moderation/offers',
  summary: 'Offers by status (every status but draft when none is given), page by page',
  query: 'ZModerationOffersQuery',
  response: 'ZModerationOffersPage',
  errors: ['Unauthorized', 'Forbidden'],
});

export const disableOffer = endpoint({
  method: 'POST',
  path: '/api/moderation/offers/:id/disable',
  summary: 'Take an offer off the feed; its owner is notified',
  params: 'ZModerationIdParams',
  response: 'ZModerationOfferResponse',
  errors: ['Unauthorized', 'Forbidden', 'NotFound', 'NotAcceptable'],
});

export const restoreOffer = endpoint({
  method: 'POST',
  path: '/api/moderation/offers/:id/restore',
  summary: 'Give a disabled offer back to its owner, inactive',
  params: 'ZModerationIdParams',
  response: 'ZModerationOfferResponse',
  errors: ['Unauthorized', 'Forbidden', 'NotFound', 'NotAcceptable'],
});
