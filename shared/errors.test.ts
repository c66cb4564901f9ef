import { describe, expect, it } from 'vitest';
import {
  ErrorType,
  errorStatus,
  VALIDATION_STATUS,
  ZApiError,
  ZValidationError,
  type TErrorType,
} from './errors.ts';
import { ru } from './texts/ru.ts';

describe('[errors] the catalogue of PRODUCT §8', () => {
  it('has every PRODUCT §8 type with its HTTP status', () => {
    const spec: Record<string, number> = {
      Forbidden: 403,
      ThrottleLimit: 429,
      EmailNotVerified: 403,
      PaymentRequired: 402,
      TermsNotAccepted: 403,
      Unauthorized: 401,
      UserIsBanned: 403,
      InvalidSmsCode: 400,
      NotAcceptable: 406,
      NotFound: 404,
    };
    for (const [type, status] of Object.entries(spec)) {
      expect(ErrorType[type as TErrorType], type).toBe(type);
      expect(errorStatus[type as TErrorType], type).toBe(status);
    }
    // Beyond PRODUCT: the one type for anything unexpected.
    expect(Object.keys(ErrorType).sort()).toEqual([...Object.keys(spec), 'ServerError'].sort());
    expect(errorStatus.ServerError).toBe(500);
    expect(VALIDATION_STATUS).toBe(422);
  });

  it('has a Russian text for every type', () => {
    for (const type of Object.values(ErrorType)) expect(ru.errors[type], type).toMatch(/[А-ЯЁа-яё]/);
    expect(ru.errors.InvalidSmsCode).toBe('Неверный код СМС');
    expect(ru.errors.UserIsBanned).toBe(ru.banned.text);
    expect(ru.throttle).toEqual({
      title: 'Слишком много попыток ввода',
      text: 'Подождите {0} сек. и попробуйте снова',
    });
  });

  it('describes the two bodies an error may have', () => {
    expect(
      ZApiError.parse({ type: 'ThrottleLimit', message: 'Слишком много попыток ввода', seconds: 42 }),
    ).toEqual({
      type: 'ThrottleLimit',
      message: 'Слишком много попыток ввода',
      seconds: 42,
    });
    expect(ZApiError.safeParse({ type: 'Teapot', message: 'x' }).success).toBe(false);
    expect(ZApiError.safeParse({ type: 'ThrottleLimit', message: 'x', seconds: -1 }).success).toBe(false);
    expect(
      ZValidationError.safeParse({ message: 'x', errors: { phone: ['Введите номер телефона'] } }).success,
    ).toBe(true);
    expect(ZValidationError.safeParse({ message: 'x', errors: { phone: 'not a list' } }).success).toBe(false);
  });
});
