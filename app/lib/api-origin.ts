// Inside the mobile wrapper the page is https://localhost (the bundled SPA), so the API, the socket and the files
// the server names by a relative /files/... path live at the origin the wrapper was built for (VITE_API_ORIGIN,
// set by `npm run cap:sync`). In a browser everything stays relative to the page's own host.
import { isNativeApp } from './platform.ts';

export function apiOrigin(): string {
  if (!isNativeApp()) return '';
  const origin = import.meta.env.VITE_API_ORIGIN as string | undefined;
  return (origin ?? '').replace(/\/+$/, '');
}

/** A server path (/api/..., /files/...) as the page must ask for it; absolute addresses stay as they are. */
export function fileUrl(path: string): string;
export function fileUrl(path: string | null | undefined): string | undefined;
export function fileUrl(path: string | null | undefined): string | undefined {
  if (!path) return path ?? undefined;
  return path.startsWith('/') && !path.startsWith('//') ? `${apiOrigin()}${path}` : path;
}
