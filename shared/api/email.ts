// Confirming the email address: the letter, and the link in it.
import { endpoint } from './endpoint.ts';

export const sendVerification = endpoint({
  method: 'POST',
  path: '/api/email/verify/send',
  summary: 'A letter with the confirmation link; without a body the address on the profile is used',
  access: 'user',
  body: 'ZVerifySendRequest',
  bodyOptional: true,
  response: 'ZVerifySendResponse',
  errors: ['Unauthorized', 'ThrottleLimit', 'ServerError'],
});

export const verifyEmail = endpoint({
  method: 'GET',
  path: '/api/email/verify/:token',
  summary:
    "The letter's link: verifies the address and redirects to the app's /verify-email with the outcome",
  access: 'public',
  params: 'ZVerifyEmailParams',
  errors: [],
});
