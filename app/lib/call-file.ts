// A file the API answers with behind the session (a booking's agreement PDF, a template): fetched with this
// device's token, so a plain link (which carries none) is not enough. Errors come as the API's usual ones.
import { fillPath, type EndpointDef } from '#shared/api/endpoint.ts';
import { errorFromResponse, networkError } from './api-error.ts';
import { url } from './api.ts';
import { clickDownload } from './download.ts';
import { getToken } from './storage.ts';

export async function callFile(descriptor: EndpointDef, params: Record<string, unknown>): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url(fillPath(descriptor.path, params)), {
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw errorFromResponse(response.status, body, response.headers.get('retry-after'));
  }
  return response.blob();
}

/**
 * Shows a fetched file in a new tab (or saves it where tabs cannot open): the tab is opened at the click, before
 * the wait, so no pop-up blocker stops it.
 */
export async function openFile(load: () => Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const href = URL.createObjectURL(await load());
    if (tab) tab.location.href = href;
    else clickDownload(href, fileName);
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
