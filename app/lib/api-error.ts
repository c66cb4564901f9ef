// The error every API call rejects with: a PRODUCT §8 type, the HTTP status and the body as the server sent it.
// Types only from shared/errors.ts: its values module also builds Zod schemas, too heavy for the first screen.
import type { TErrorType, VALIDATION_STATUS as TValidationStatus } from '#shared/errors.ts';
import { ru } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';

/** Beyond the catalogue: 422 forms, and requests that never got an answer. */
export type TClientErrorType = TErrorType | 'ValidationFailed' | 'NetworkError';

const VALIDATION_STATUS: typeof TValidationStatus = 422;

/** The PRODUCT §8 types; the Record type makes the compiler check it against shared/errors.ts both ways. */
const catalogueTypes: Record<TErrorType, true> = {
  Unauthorized: true,
  Forbidden: true,
  NotFound: true,
  ThrottleLimit: true,
  PaymentRequired: true,
  TermsNotAccepted: true,
  EmailNotVerified: true,
  UserIsBanned: true,
  InvalidSmsCode: true,
  NotAcceptable: true,
  ServerError: true,
};
const catalogue = new Set<string>(Object.keys(catalogueTypes));

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly type: TClientErrorType;
  /** 0 when the request never got an answer. */
  readonly status: number;
  /** The decoded body; for 422 it is `{ message, errors }`. */
  readonly body: unknown;
  /** ThrottleLimit: seconds to wait. */
  readonly seconds: number | undefined;
  /** True when the client already acted on it (PRODUCT §8: navigated away); callers then stay quiet. */
  handled = false;

  constructor(init: {
    type: TClientErrorType;
    status: number;
    message: string;
    body?: unknown;
    seconds?: number;
  }) {
    super(init.message);
    this.type = init.type;
    this.status = init.status;
    this.body = init.body;
    this.seconds = init.seconds;
  }

  /** 422: texts by field; empty for any other error. */
  get fieldErrors(): Record<string, string[]> {
    if (this.status !== VALIDATION_STATUS) return {};
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }

  /** The first text for a field of a 422, if any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

function retryAfter(header: string | null): number | undefined {
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** Builds the error from an answer that was not 2xx. */
export function errorFromResponse(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as {
    type?: unknown;
    message?: unknown;
    seconds?: unknown;
  };
  const message = typeof data.message === 'string' && data.message ? data.message : undefined;
  if (status === VALIDATION_STATUS) {
    return new ApiError({ type: 'ValidationFailed', status, body, message: message ?? ru.errors.validation });
  }
  const type: TErrorType =
    typeof data.type === 'string' && catalogue.has(data.type)
      ? (data.type as TErrorType)
      : status === 401
        ? 'Unauthorized'
        : status === 403
          ? 'Forbidden'
          : status === 404
            ? 'NotFound'
            : status === 429
              ? 'ThrottleLimit'
              : 'ServerError';
  const seconds =
    typeof data.seconds === 'number'
      ? Math.ceil(data.seconds)
      : type === 'ThrottleLimit'
        ? retryAfter(retryAfterHeader)
        : undefined;
  return new ApiError({ type, status, body, seconds, message: message ?? ru.errors[type] });
}

export function networkError(): ApiError {
  return new ApiError({ type: 'NetworkError', status: 0, message: appTexts.errors.network });
}

/** Text for a toast or an inline message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return ru.errors.ServerError;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
