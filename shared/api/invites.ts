// Invites: the phones a user has asked to join. The list itself comes with the user.
import { endpoint } from './endpoint.ts';

export const createInvite = endpoint({
  method: 'POST',
  path: '/api/user/invite',
  summary: 'Invite a phone',
  body: 'ZInviteCreate',
  response: 'ZInvite',
  errors: ['Unauthorized'],
});

export const deleteInvite = endpoint({
  method: 'DELETE',
  path: '/api/user/invite/:id',
  summary: 'Withdraw an own invite',
  params: 'ZInviteParams',
  response: 'ZInviteDeleted',
  errors: ['Unauthorized', 'NotFound'],
});
