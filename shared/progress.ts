// Construction progress (issue 28): the limits of a monthly report and the video hosts a report may link to.

export const PROGRESS_LIMITS = {
  photos: 30,
  text: 2000,
  caption: 200,
  videoUrl: 500,
} as const;

/** Russian video services and YouTube: a link elsewhere is refused (a report's page embeds nothing, it links). */
export const VIDEO_HOSTS = [
  'rutube.ru',
  'vk.com',
  'vkvideo.ru',
  'youtube.com',
  'youtu.be',
  'dzen.ru',
] as const;

/** The host is one of VIDEO_HOSTS or under one (www.youtube.com, m.vk.com); only http(s) links. */
export function isAllowedVideoUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return VIDEO_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** '2026-11-01' → 10 (the month's index, 0–11); the date is a calendar month, no time zone. */
export const monthIndex = (iso: string): number => Number(iso.slice(5, 7)) - 1;
export const yearOf = (iso: string): number => Number(iso.slice(0, 4));
