// The error catalogue of PRODUCT §8: one table of types and HTTP statuses, shared by the server that throws and the client that reacts.
import { z } from 'zod';
import { stringEnum, type ValueOf } from './string-enum.ts';

/** ServerError: anything unexpected; details never leave the server. */
export const ErrorType = stringEnum(
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'ThrottleLimit',
  'PaymentRequired',
  'TermsNotAccepted',
  'EmailNotVerified',
  'UserIsBanned',
  'InvalidSmsCode',
  'NotAcceptable',
  'ServerError',
);
export type TErrorType = ValueOf<typeof ErrorType>;

export const errorStatus: Record<TErrorType, number> = {
  Unauthorized: 401,
  PaymentRequired: 402,
  Forbidden: 403,
  TermsNotAccepted: 403,
  EmailNotVerified: 403,
  UserIsBanned: 403,
  NotFound: 404,
  NotAcceptable: 406,
  InvalidSmsCode: 400,
  ThrottleLimit: 429,
  ServerError: 500,
};

export const ZApiError = z.object({
  type: z.enum(Object.values(ErrorType) as [TErrorType, ...TErrorType[]]),
  message: z.string(),
  /** ThrottleLimit: seconds to wait. */
  seconds: z.number().int().nonnegative().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** HTTP 422: `{ message, errors: { field: [texts] } }`. */
export const ZValidationError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type TValidationError = z.infer<typeof ZValidationError>;

export const VALIDATION_STATUS = 422;
