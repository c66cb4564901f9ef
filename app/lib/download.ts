// A file the API answers only to the logged-in caller (an act PDF, a CSV): fetched with the bearer token and saved
// under the name the caller gives, since a plain link cannot carry the token. Errors go through PRODUCT §8 like any
// other call's.
import { fillPath, type EndpointDef } from '#shared/api/endpoint.ts';
import { errorFromResponse, networkError } from './api-error.ts';
import { url } from './api.ts';
import { getToken } from './storage.ts';

export async function downloadFile(
  descriptor: EndpointDef,
  input: { params?: Record<string, unknown>; query?: Record<string, string | number | undefined> },
  fileName: string,
): Promise<void> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url(fillPath(descriptor.path, input.params), input.query), {
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
    throw errorFromResponse(response.status, data, response.headers.get('retry-after'));
  }
  saveBlob(await response.blob(), fileName);
}

/** Saves a fetched file under a name, as a click on a download link does; its object URL lives `keepMs` more. */
export function saveBlob(blob: Blob, fileName: string, keepMs = 0): void {
  const href = URL.createObjectURL(blob);
  clickDownload(href, fileName);
  setTimeout(() => URL.revokeObjectURL(href), keepMs);
}

/** A click on a link that saves `href` as `fileName` (where a new tab cannot open). */
export function clickDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
