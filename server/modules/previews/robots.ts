// GET /robots.txt: the catalogue is open to search engines; the API, personal and staff screens, the login steps and
// the portals' feed files (their addresses carry a token) are not. Sent collections (/{id}) cannot be told apart by
// a robots.txt pattern and are not disallowed on purpose: a crawler must read their `noindex` (a disallowed page may
// still be listed by its address), and link-preview bots read them too. No Sitemap line: there is no sitemap yet.
export const ROBOTS_DISALLOW = [
  '/api/',
  '/cabinet',
  '/builder_cabinet',
  '/moderation',
  '/onboarding',
  '/code',
  '/feeds/',
] as const;

export function robotsTxt(sitemapUrl: string | null = null): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []),
    '',
  ].join('\n');
}
