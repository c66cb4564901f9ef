// Paid placement: a payment started and followed by the payer, and the provider's notifications.
import { endpoint } from './endpoint.ts';

export const startPayment = endpoint({
  method: 'POST',
  path: '/api/user/payment',
  summary: 'Starts a payment (the purpose defaults to ad-create); answers it and the user as they are now',
  body: 'ZPaymentStart',
  bodyOptional: true,
  response: 'ZPaymentResponse',
  errors: ['Unauthorized', 'NotAcceptable'],
});

export const readPayment = endpoint({
  method: 'GET',
  path: '/api/user/payment/:id',
  summary: "One of the user's payments, checked again with the provider; and the user as they are now",
  params: 'ZPaymentParams',
  response: 'ZPaymentResponse',
  errors: ['Unauthorized', 'NotFound'],
});

export const yookassaWebhook = endpoint({
  method: 'POST',
  path: '/api/payments/yookassa/webhook',
  summary: "YooKassa's notification: the payment it names is fetched again from YooKassa",
  access: 'public',
  body: 'ZPaymentWebhook',
  response: 'ZPaymentWebhookAnswer',
  errors: [],
});
