// The contract holds both ways: every /api route is registered from a descriptor of shared/api with the same method
// and path, and every descriptor there has its route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import { buildTestApp, type TestContext } from '../test/app.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../shared/api/*.ts', { eager: true });

const isDescriptor = (value: unknown): value is EndpointDef =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'errors' in value;

const descriptors = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isDescriptor));
const key = (method: string, path: string) => `${method} ${path}`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('[contract] descriptors and routes', () => {
  it('[contract] every registered /api route comes from a descriptor with its method and path', () => {
    const loose = ctx.app.apiRoutes
      .filter((route) => {
        const endpoint = route.config?.endpoint;
        return !endpoint || key(endpoint.method, endpoint.path) !== key(String(route.method), route.url);
      })
      .map((route) => key(String(route.method), route.url));
    expect(loose).toEqual([]);
    expect(ctx.app.apiRoutes.length).toBeGreaterThan(90);
  });

  it('[contract] every descriptor of shared/api is registered, once', () => {
    const registered = ctx.app.apiRoutes.map((route) => key(String(route.method), route.url));
    const missing = descriptors.filter((d) => !registered.includes(key(d.method, d.path)));
    expect(missing.map((d) => key(d.method, d.path))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });
});
