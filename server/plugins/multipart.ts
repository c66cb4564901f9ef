// Multipart uploads: the limits of one form, and the forms that cannot be read at all told apart from server faults.
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '../uploads.ts';

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: 1, fields: 50, fieldSize: UPLOAD_LIMITS.fieldBytes },
  });
}

/**
 * busboy's words for a form it cannot parse: no boundary in the content type (or one it cannot search for), and a
 * body that ends before its closing boundary. It throws them as bare Errors, without a code or a status, from
 * whichever handler reads the form, so the error handler recognises them here instead of answering 500.
 */
const UNREADABLE_FORM = [
  /^Multipart: Boundary not found$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /unexpected end of multipart data$/i,
];

export function isUnreadableForm(error: {
  message?: unknown;
  statusCode?: unknown;
  code?: unknown;
}): boolean {
  if (error.statusCode !== undefined || error.code !== undefined || typeof error.message !== 'string')
    return false;
  const message = error.message;
  return UNREADABLE_FORM.some((pattern) => pattern.test(message));
}
