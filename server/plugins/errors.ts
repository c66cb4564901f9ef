// One error handler: catalogue errors keep their type, validation becomes 422 with Russian texts, anything else is a bare 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ru } from '#shared/texts/ru.ts';
import { VALIDATION_STATUS } from '#shared/errors.ts';
import { AppError, ValidationFailed } from '../errors.ts';

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework-level client errors: malformed JSON, body too large, unsupported media type…
      const type =
        status === 401
          ? 'Unauthorized'
          : status === 403
            ? 'Forbidden'
            : status === 404
              ? 'NotFound'
              : status === 429
                ? 'ThrottleLimit'
                : 'NotAcceptable';
      if (status === 400 || status === 413 || status === 415) {
        const body = { message: clientErrorText(error), errors: { body: [clientErrorText(error)] } };
        return reply.status(status === 400 ? VALIDATION_STATUS : status).send(body);
      }
      return reply.status(status).send({ type, message: ru.errors[type] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ type: 'ServerError', message: ru.errors.ServerError });
  });
}

function clientErrorText(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Слишком большой запрос';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Неподдерживаемый формат запроса';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Пустой запрос';
    default:
      return 'Неверный формат запроса';
  }
}
