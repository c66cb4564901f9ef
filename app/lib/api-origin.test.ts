import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiOrigin, fileUrl } from './api-origin.ts';
import { url } from './api.ts';

const setNative = (native: boolean) => {
  (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => native };
};

beforeEach(() => vi.stubEnv('VITE_API_ORIGIN', 'https://kvartal.example/'));
afterEach(() => {
  delete (window as { Capacitor?: unknown }).Capacitor;
  vi.unstubAllEnvs();
});

describe('[app-api] the server origin in a browser', () => {
  it('keeps every address relative to the page, whatever the build names', () => {
    expect(apiOrigin()).toBe('');
    expect(url('/api/search', { page: 2 })).toBe('/api/search?page=2');
    expect(fileUrl('/files/objects/1/m.webp')).toBe('/files/objects/1/m.webp');
  });

  it('does the same in a Capacitor page that is not native (the web platform)', () => {
    setNative(false);
    expect(url('/api/config')).toBe('/api/config');
  });
});

describe('[app-api] the server origin inside the mobile wrapper', () => {
  beforeEach(() => setNative(true));

  it('sends API calls and their query to the build origin', () => {
    expect(apiOrigin()).toBe('https://kvartal.example');
    expect(url('/api/search', { page: 2, map: true })).toBe(
      'https://kvartal.example/api/search?page=2&map=1',
    );
  });

  it('loads stored files from there, leaving absolute, protocol-relative and blob addresses alone', () => {
    expect(fileUrl('/files/objects/1/m.webp')).toBe('https://kvartal.example/files/objects/1/m.webp');
    expect(fileUrl('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
    expect(fileUrl('//cdn.example/x.webp')).toBe('//cdn.example/x.webp');
    expect(fileUrl('blob:https://localhost/1')).toBe('blob:https://localhost/1');
    expect(fileUrl(null)).toBeUndefined();
  });

  it('stays relative when the wrapper was built without an origin', () => {
    vi.stubEnv('VITE_API_ORIGIN', '');
    expect(url('/api/config')).toBe('/api/config');
  });
});
