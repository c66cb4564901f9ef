// A file the server gives only to the signed-in caller (a deal's document): fetched with the bearer token and opened
// from a blob, since a plain link carries no token.
import { fileUrl } from './api-origin.ts';
import { getToken } from './storage.ts';

export async function openPrivateFile(path: string): Promise<void> {
  // The tab opens now, inside the click, or the browser blocks it as a pop-up.
  const tab = window.open('', '_blank');
  const token = getToken();
  const response = await fetch(fileUrl(path), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) {
    tab?.close();
    throw new Error(String(response.status));
  }
  const href = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = href;
  else window.location.assign(href);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
