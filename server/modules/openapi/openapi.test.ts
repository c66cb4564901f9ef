// The OpenAPI document is valid OpenAPI 3.1, lists every registered route with its schemas and error types, and
// the reference page loads from the server alone.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.ts';

let t: TestContext;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
  components: { schemas: Record<string, unknown> };
};

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

describe('[openapi] the document', () => {
  it('[openapi] is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('[openapi] lists every registered /api route with its method', () => {
    const missing = t.app.apiRoutes
      .map((route) => ({
        path: route.url.replace(/:(\w+)/g, '{$1}'),
        method: String(route.method).toLowerCase(),
      }))
      .filter(({ path, method }) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it('[openapi] names the schemas and the error types of a route', () => {
    const favorites = doc.paths['/api/user/favorites']!;
    expect(JSON.stringify(favorites.get!.responses['200'])).toContain('#/components/schemas/ZFavoritesPage');
    expect(favorites.post!.requestBody).toBeDefined();
    expect(favorites.get!.responses['401']).toBeDefined();
    expect(favorites.get!.responses['429']).toBeDefined();
    expect(doc.components.schemas.ZFavoritesPage).toMatchObject({ type: 'object' });
    expect(doc.paths['/api/regions']!.get!.responses['401']).toBeUndefined();
  });
});

describe('[openapi] the reference page', () => {
  it('[openapi] is served with its own files, no CDN and no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.every((attrs) => /src="\/api\/docs\//.test(attrs ?? ''))).toBe(true);
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs-init.js']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.body.length, file).toBeGreaterThan(100);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/..%2Fpackage.json' })).statusCode).toBe(422);
  });
});
