import { describe, expect, it } from 'vitest';
import { FILTERED, scrub, scrubText } from './scrub.ts';

describe('[observability] the scrubber of error reports', () => {
  it.each([
    '+79181234567',
    '+7 918 123 45 67',
    '+7 (918) 123-45-67',
    '+7-918-123-45-67',
    '8 (918) 123-45-67',
    '89181234567',
    '8 918 123 4567',
    '+7(918)123.45.67',
  ])('takes out the phone %s', (phone) => {
    const out = scrubText(`Звонок на ${phone} не прошёл`);
    expect(out).toBe(`Звонок на ${FILTERED} не прошёл`);
    expect(out.replace(/\D/g, '')).toBe('');
  });

  it('leaves other numbers alone', () => {
    expect(scrubText('unit 1234, 15 floors, order 987654, id 123456789012')).toBe(
      'unit 1234, 15 floors, order 987654, id 123456789012',
    );
    // Event and trace ids are hex: an 8 inside one is no phone.
    expect(scrubText('4e39a9ae89181234567f53e2a6a46298')).toBe('4e39a9ae89181234567f53e2a6a46298');
    expect(scrubText('тел.89181234567')).toBe(`тел.${FILTERED}`);
  });

  it('takes out bearer tokens, e-mails and query strings', () => {
    expect(scrubText('Authorization: Bearer abc.DEF-123_x/y+z=')).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(scrubText('mail anna@example.ru failed')).toBe(`mail ${FILTERED} failed`);
    expect(scrubText('GET /api/user/login?phone=%2B79181234567&code=123456 failed')).toBe(
      `GET /api/user/login?${FILTERED} failed`,
    );
    expect(scrubText('at https://kvartal.example/objects/5?token=abc#top')).toBe(
      `at https://kvartal.example/objects/5?${FILTERED}#top`,
    );
    expect(scrubText('Что случилось? Ничего.')).toBe('Что случилось? Ничего.');
  });

  it('filters secret fields and headers and drops query strings and cookies, deep inside', () => {
    const event = {
      message: 'failed for +7 918 123-45-67',
      request: {
        url: 'http://localhost/api/bookings?phone=89181234567',
        query_string: 'phone=89181234567',
        cookies: { kv_session: 'abc' },
        headers: { Authorization: 'Bearer secret-token', cookie: 'kv_session=abc', 'user-agent': 'test' },
        data: {
          phone: '+79181234567',
          clientPhone: '8 918 123 45 67',
          code: '123456',
          token: 'tok',
          name: 'x',
        },
      },
      extra: { list: [{ accessToken: 'zzz', note: 'call 89181234567' }], count: 3, none: null },
    };
    const out = scrub(event);
    expect(out).toEqual({
      message: `failed for ${FILTERED}`,
      request: {
        url: `http://localhost/api/bookings?${FILTERED}`,
        headers: { Authorization: FILTERED, cookie: FILTERED, 'user-agent': 'test' },
        data: { phone: FILTERED, clientPhone: FILTERED, code: FILTERED, token: FILTERED, name: 'x' },
      },
      extra: { list: [{ accessToken: FILTERED, note: `call ${FILTERED}` }], count: 3, none: null },
    });
    // The original is left as it was.
    expect(event.request.data.phone).toBe('+79181234567');
    expect(JSON.stringify(out)).not.toMatch(/9181234567|secret-token|kv_session=/);
  });

  it('survives cycles', () => {
    const node: Record<string, unknown> = { a: 1 };
    node.self = node;
    expect(scrub(node)).toEqual({ a: 1, self: FILTERED });
  });
});
