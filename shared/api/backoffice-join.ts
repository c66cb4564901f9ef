// Joining the back-office: a user asks for the cabinet; whoever may accept cabinet requests decides.
import { endpoint } from './endpoint.ts';

export const listJoinRequests = endpoint({
  method: 'GET',
  path: '/api/backoffice/join',
  summary: 'Join requests: all of them for a moderator, one’s own for anyone else',
  response: 'ZJoinList',
  errors: ['Unauthorized'],
});

export const fileJoinRequest = endpoint({
  method: 'POST',
  path: '/api/backoffice/join',
  summary: 'Ask for the cabinet',
  body: 'ZJoinCreate',
  response: 'ZJoinRequest',
  errors: ['Unauthorized'],
});

export const decideJoinRequest = endpoint({
  method: 'PUT',
  path: '/api/backoffice/join/:id',
  summary: 'Approve or reject a join request',
  params: 'ZJoinParams',
  body: 'ZJoinDecision',
  response: 'ZJoinRequest',
  errors: ['Unauthorized', 'Forbidden', 'NotFound'],
});
