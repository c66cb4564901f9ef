// The booking agreement signed by SMS code (decision 041): the complex's DOCX template in the back-office, the
// agreement of a booking for its agent (and agency head) and the builder company's members. Foreign ids are 404.
import { endpoint } from './endpoint.ts';

export const getAgreementTemplate = endpoint({
  method: 'GET',
  path: '/api/backoffice/objects/:id/agreement-template',
  summary: 'The complex’s booking agreement template: its file name, and the placeholders a template may use',
  params: 'ZBackofficeObjectParams',
  response: 'ZAgreementTemplate',
  errors: ['NotFound', 'Forbidden'],
});

export const uploadAgreementTemplate = endpoint({
  method: 'POST',
  path: '/api/backoffice/objects/:id/agreement-template',
  summary:
    'Upload the booking agreement template (multipart field file, DOCX ≤ 10 MB; permission settings); an unknown placeholder is a 422 naming it',
  params: 'ZBackofficeObjectParams',
  multipart: true,
  response: 'ZAgreementTemplate',
  errors: ['NotFound', 'Forbidden'],
});

export const downloadAgreementTemplate = endpoint({
  method: 'GET',
  path: '/api/backoffice/objects/:id/agreement-template.docx',
  summary: 'The uploaded template as it came (an attachment)',
  params: 'ZBackofficeObjectParams',
  status: 200,
  errors: ['NotFound', 'Forbidden'],
});

export const deleteAgreementTemplate = endpoint({
  method: 'DELETE',
  path: '/api/backoffice/objects/:id/agreement-template',
  summary: 'Remove the template (permission settings); signed agreements stay',
  params: 'ZBackofficeObjectParams',
  response: 'ZAgreementTemplate',
  errors: ['NotFound', 'Forbidden'],
});

export const getAgreement = endpoint({
  method: 'GET',
  path: '/api/bookings/:id/agreement',
  summary: 'The booking’s agreement: whether it can be signed, the code’s timers, the signature’s record',
  params: 'ZBookingParams',
  response: 'ZAgreement',
  errors: ['NotFound'],
});

export const getAgreementPdf = endpoint({
  method: 'GET',
  path: '/api/bookings/:id/agreement.pdf',
  summary:
    'The agreement filled for the booking as PDF (application/pdf); once signed, the signed PDF with the signature page',
  params: 'ZBookingParams',
  status: 200,
  errors: ['NotFound', 'NotAcceptable'],
});

export const sendAgreementCode = endpoint({
  method: 'POST',
  path: '/api/bookings/:id/agreement/code',
  summary:
    'Send a 6-digit signing code by SMS to the buyer’s phone (one a minute: 429 with the wait); only its hash is kept',
  params: 'ZBookingParams',
  response: 'ZAgreement',
  errors: ['NotFound', 'NotAcceptable', 'ThrottleLimit'],
});

export const signAgreement = endpoint({
  method: 'POST',
  path: '/api/bookings/:id/agreement/sign',
  summary:
    'Sign with the code: a simple electronic signature; the audit record (hash, phone, time, IP, the code’s check) is stored and printed on the last page',
  params: 'ZBookingParams',
  body: 'ZAgreementSign',
  response: 'ZAgreement',
  errors: ['NotFound', 'NotAcceptable'],
});
