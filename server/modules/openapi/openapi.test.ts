// The OpenAPI document is valid OpenAPI 3.1, lists every registered route with its schemas and error types, and
// the reference page loads from the server alone.
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorStatus, type TErrorType } from '#shared/errors.ts';
import { useTestApp } from '../../test/use-app.ts';
import * as apiDocsApi from '#shared/api/api-docs.ts';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: { type?: string; examples?: unknown[] };
}
interface MediaType {
  schema: unknown;
  examples?: Record<string, { value: { type: TErrorType; message: string; seconds?: number } }>;
}
interface Operation {
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
  requestBody?: unknown;
  parameters: Parameter[];
}

const t = useTestApp();
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

/** The example answers of an error response, by type. */
const examplesOf = (op: Operation, status: number) =>
  op.responses[String(status)]?.content?.['application/json']?.examples ?? {};

beforeAll(async () => {
  const res = await t.call(apiDocsApi.openApiDocument);
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

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

describe('[openapi] the examples of the reference', () => {
  it('[openapi] shows each error status with its own types, not Unauthorized everywhere', () => {
    const object = doc.paths['/api/objects/{id}']!.post!;
    expect(Object.keys(examplesOf(object, 404))).toEqual(['NotFound']);
    expect(examplesOf(object, 404).NotFound!.value).toEqual({ type: 'NotFound', message: 'Не найдено' });
    const throttled = examplesOf(object, 429).ThrottleLimit!.value;
    expect(throttled).toMatchObject({ type: 'ThrottleLimit', seconds: expect.any(Number) });
    const conflicts = Object.values(doc.paths['/api/backoffice/objects/{id}']!).find(
      (op) => op.responses['409'],
    );
    expect(Object.keys(examplesOf(conflicts!, 409))).toEqual(['NotAcceptable']);

    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      for (const [code, response] of Object.entries(op.responses)) {
        if (!/^4|^5/.test(code) || code === '422') continue;
        const examples = Object.values(response.content?.['application/json']?.examples ?? {});
        if (examples.length === 0) wrong.push(`${method} ${path} ${code}: no example`);
        for (const { value } of examples) {
          const own =
            errorStatus[value.type] === Number(code) || (code === '409' && value.type === 'NotAcceptable');
          if (!own) wrong.push(`${method} ${path} ${code}: ${value.type}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('[openapi] gives ids positive examples and no integer bound of ±(2^53 − 1)', () => {
    expect(JSON.stringify(doc).includes('9007199254740991')).toBe(false);
    const idParameters = operations().flatMap(({ op }) =>
      // Numeric ones: a snapshot's id is a text.
      op.parameters.filter(
        (parameter) => /^id$|Id$/.test(parameter.name) && parameter.schema.type !== 'string',
      ),
    );
    expect(idParameters.length).toBeGreaterThan(20);
    for (const parameter of idParameters) {
      expect(parameter.schema.examples?.[0], parameter.name).toBeGreaterThan(0);
    }
    const booking = JSON.stringify(doc.components.schemas.ZBookingsPage);
    expect(booking).toMatch(/"id":\{[^}]*"examples":\[[1-9]\d*\]/);
  });

  it('[openapi] marks a query parameter with a default or none as optional', () => {
    const bookings = doc.paths['/api/bookings']!.get!;
    expect(bookings.parameters.find((p) => p.name === 'page')).toMatchObject({
      in: 'query',
      required: false,
    });
    expect(bookings.parameters.find((p) => p.name === 'state')).toMatchObject({ required: false });
    const requiredQuery = operations().flatMap(({ path, op }) =>
      op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${path} ${p.name}`),
    );
    expect(requiredQuery).not.toContain('/api/user/favorites page');
  });
});

describe('[openapi] the reference page', () => {
  it('[openapi] is served with its own files, no CDN and no inline script', async () => {
    const page = await t.call(apiDocsApi.apiDocsPage);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.every((attrs) => /src="\/api\/docs\//.test(attrs ?? ''))).toBe(true);
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs-init.js']) {
      const res = await t.callRaw(apiDocsApi.apiDocsAsset, { params: { file } });
      expect(res.statusCode, file).toBe(200);
      expect(res.body.length, file).toBeGreaterThan(100);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/..%2Fpackage.json' })).statusCode).toBe(422);
  });
});
