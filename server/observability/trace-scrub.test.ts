import { describe, expect, it } from 'vitest';
import { scrubTraceUrl } from './trace-scrub.ts';

describe('[observability] what a trace keeps of a URL', () => {
  it('drops the query string and the fragment', () => {
    expect(scrubTraceUrl('/api/auth/code?phone=%2B79001234567')).toBe('/api/auth/code');
    expect(scrubTraceUrl('https://kvartal.example/feed?token=abc#top')).toBe('https://kvartal.example/feed');
  });

  it('hides a path segment that looks like a secret, keeping the route around it', () => {
    expect(
      scrubTraceUrl('https://api.telegram.org/bot123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/sendMessage'),
    ).toBe('https://api.telegram.org/:secret/sendMessage');
    expect(scrubTraceUrl('/aZ3kP9qLm2Xv8RtY6wNc4B/pdf')).toBe('/:secret/pdf');
  });

  it('keeps ordinary paths and ids as they are', () => {
    expect(scrubTraceUrl('/api/objects/42/deadline-history')).toBe('/api/objects/42/deadline-history');
    expect(scrubTraceUrl('/api/backoffice/booking-agreements')).toBe('/api/backoffice/booking-agreements');
    expect(scrubTraceUrl('https://kvartal.example')).toBe('https://kvartal.example');
  });
});
