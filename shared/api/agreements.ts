// The booking agreement signed by SMS code (decision 041): the complex's DOCX template in the back-office, the
// agreement of a booking for its agent (and agency head) and the builder company's members. Foreign ids are 404.
import { endpointsWith } from './endpoint.ts';

/** The complex's template in the back-office: the builder company's, others 404. */
const complexTemplate = endpointsWith({
  params: 'ZBackofficeObjectParams',
  errors: ['NotFound', 'Forbidden'],
});

/** A booking's agreement, by the booking's id. */
const bookingAgreement = endpointsWith({ params: 'ZBookingParams' });

export const getAgreementTemplate = complexTemplate({
  method: 'GET',
  path: '/api/backoffice/objects/:id/agreement-template',
  summary: 'The complex’s booking agreement template: its file name, and the placeholders a template may use',
  response: 'ZAgreementTemplate',
});

export const uploadAgreementTemplate = complexTemplate({
  method: 'POST',
  path: '/api/backoffice/objects/:id/agreement-template',
  summary:
    'Upload the booking agreement template (multipart field file, DOCX ≤ 10 MB; permission settings); an unknown placeholder is a 422 naming it',
  multipart: true,
  response: 'ZAgreementTemplate',
});

export const downloadAgreementTemplate = complexTemplate({
  method: 'GET',
  path: '/api/backoffice/objects/:id/agreement-template.docx',
  summary: 'The uploaded template as it came (an attachment)',
  status: 200,
});

export const deleteAgreementTemplate = complexTemplate({
  method: 'DELETE',
  path: '/api/backoffice/objects/:id/agreement-template',
  summary: 'Remove the template (permission settings); signed agreements stay',
  response: 'ZAgreementTemplate',
});

export const getAgreement = bookingAgreement({
  method: 'GET',
  path: '/api/bookings/:id/agreement',
  summary: 'The booking’s agreement: whether it can be signed, the code’s timers, the signature’s record',
  response: 'ZAgreement',
  errors: ['NotFound'],
});

export const getAgreementPdf = bookingAgreement({
  method: 'GET',
  path: '/api/bookings/:id/agreement.pdf',
  summary:
    'The agreement filled for the booking as PDF (application/pdf); once signed, the signed PDF with the signature page',
  status: 200,
  errors: ['NotFound', 'NotAcceptable'],
});

export const sendAgreementCode = bookingAgreement({
  method: 'POST',
  path: '/api/bookings/:id/agreement/code',
  summary:
    'Send a 6-digit signing code by SMS to the buyer’s phone (one a minute: 429 with the wait); only its hash is kept',
  response: 'ZAgreement',
  errors: ['NotFound', 'NotAcceptable', 'ThrottleLimit'],
});

export const signAgreement = bookingAgreement({
  method: 'POST',
  path: '/api/bookings/:id/agreement/sign',
  summary:
    'Sign with the code: a simple electronic signature; the audit record (hash, phone, time, IP, the code’s check) is stored and printed on the last page',
  body: 'ZAgreementSign',
  response: 'ZAgreement',
  errors: ['NotFound', 'NotAcceptable'],
});
