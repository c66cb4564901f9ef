// One AppError carrying a catalogue type (PRODUCT §8); the error handler turns it into { type, message } and the status.
import { errorStatus, type TErrorType } from '#shared/errors.ts';
import { ru } from '#shared/texts/ru.ts';

export class AppError extends Error {
  readonly type: TErrorType;
  readonly status: number;
  readonly extra: Record<string, unknown>;

  constructor(type: TErrorType, message?: string, extra: Record<string, unknown> = {}, status?: number) {
    super(message ?? ru.errors[type]);
    this.type = type;
    this.status = status ?? errorStatus[type];
    this.extra = extra;
  }
}

/** A change that conflicts with the current state (a unit already booked, an edit based on an old version):
 * the catalogue's NotAcceptable with HTTP 409 Conflict, as the API documents (docs/PRODUCT.md §8). */
export const conflict = (message: string) => new AppError('NotAcceptable', message, {}, 409);

/** A 422 with Russian texts per field: `{ message, errors: { field: [texts] } }`. */
export class ValidationFailed extends Error {
  readonly errors: Record<string, string[]>;

  constructor(errors: Record<string, string[]>, message: string = ru.errors.validation) {
    super(message);
    this.errors = errors;
  }
}

export const notFound = (message?: string) => new AppError('NotFound', message);
export const forbidden = (message?: string) => new AppError('Forbidden', message);
export const throttle = (seconds: number) =>
  new AppError('ThrottleLimit', ru.throttle.title, { seconds: Math.max(1, Math.ceil(seconds)) });
export const invalid = (field: string, text: string) => new ValidationFailed({ [field]: [text] });
