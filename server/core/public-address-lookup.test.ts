// The SSRF guard's address ranges and URL check (names resolved through DNS: localhost is loopback).
import { describe, expect, it } from 'vitest';
import { assertPublicUrl, isPrivateAddress } from './public-address.ts';

describe('[public-address] private addresses, for feeds and webhooks', () => {
  it('knows private, loopback, link-local and mapped addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '77.88.8.8', '2a00:1450:4010:c05::65', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses private URLs unless allowed, and what is not http(s)', async () => {
    await expect(assertPublicUrl('http://localhost:3000/x', false)).rejects.toMatchObject({
      errors: { url: [expect.any(String)] },
    });
    await expect(assertPublicUrl('http://[::1]/x', false)).rejects.toMatchObject({
      errors: { url: [expect.any(String)] },
    });
    await expect(assertPublicUrl('http://8.8.8.8/x', false)).resolves.toBeUndefined();
    await expect(assertPublicUrl('http://127.0.0.1:3000/x', true)).resolves.toBeUndefined();
    await expect(assertPublicUrl('file:///etc/passwd', true)).rejects.toMatchObject({
      errors: { url: [expect.any(String)] },
    });
  });
});
