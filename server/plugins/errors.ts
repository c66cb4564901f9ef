// One error handler and the two shapes the API promises: a catalogue error `{ type, message }` with its status
// (PRODUCT §8), or 422 `{ message, errors: { field: [texts] } }` for input the server cannot use. Anything unexpected
// is a bare 500 whose details stay in the log; PostgreSQL out of reach is a 503 with a Russian text.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiTexts } from '#shared/texts/api.ts';
import { ru } from '#shared/texts/ru.ts';
import { VALIDATION_STATUS, type TErrorType } from '#shared/errors.ts';
import { AppError, ValidationFailed } from '../errors.ts';
import { isUnreadableForm } from './multipart.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { availabilityTexts } from '#shared/texts/availability.ts';

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

/**
 * Framework errors about the body itself (malformed JSON or MessagePack, too large, an unsupported content type) are
 * bad input like any other, so they answer 422 on the field `body`: the client shows them as it shows a form error.
 */
const BODY_STATUSES = new Set([400, 413, 415]);

/** Other framework 4xx keep their status with the nearest catalogue type. */
function catalogueType(status: number): TErrorType {
  switch (status) {
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'NotFound';
    case 429:
      return 'ThrottleLimit';
    default:
      return 'NotAcceptable';
  }
}

/**
 * PostgreSQL's refusals of a text it cannot store (U+0000 in text or jsonb): bad input that slipped past the checks
 * (a file name in a multipart header, say), not a fault. The driver's error may sit under the ORM's as its cause.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (UNSTORABLE_TEXT.has(String((cause as { code?: unknown }).code))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function bodyError(text: string) {
  return { message: text, errors: { body: [text] } };
}

function bodyErrorText(error: FastifyError, status: number): string {
  if (status === 413) return apiTexts.requestTooLarge;
  if (status === 415) return apiTexts.unsupportedType;
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return apiTexts.emptyBody;
  return apiTexts.malformed;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ type: error.type, message: error.message, ...error.extra });
    }
    if (error instanceof ValidationFailed) {
      return reply.status(VALIDATION_STATUS).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, error.validationContext);
        (errors[field] ??= []).push(issue.message ?? ru.errors.validation);
      }
      return reply.status(VALIDATION_STATUS).send({ message: ru.errors.validation, errors });
    }
    if (isUnreadableForm(error)) return reply.status(VALIDATION_STATUS).send(bodyError(apiTexts.malformed));
    if (isUnstorableText(error))
      return reply.status(VALIDATION_STATUS).send(bodyError(apiTexts.nulCharacter));
    const status = error.statusCode ?? 500;
    // Too large: 413 with the catalogue's shape, so a client tells it from a field it can fix.
    if (status === 413) {
      return reply.status(413).send({ type: 'NotAcceptable', message: apiTexts.requestTooLarge });
    }
    if (BODY_STATUSES.has(status)) {
      return reply.status(VALIDATION_STATUS).send(bodyError(bodyErrorText(error, status)));
    }
    if (status >= 400 && status < 500) {
      const type = catalogueType(status);
      return reply.status(status).send({ type, message: ru.errors[type] });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ type: 'ServerError', message: availabilityTexts.database });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ type: 'ServerError', message: ru.errors.ServerError });
  });
}
