// Input no route may take, refused once for all of them: a text holding U+0000, which PostgreSQL cannot store (text
// and jsonb alike). The shared readers (zText) refuse it field by field; this check covers every other string of the
// query and the body (plain z.string(), enums, a key of a record), so no such text reaches a handler. Path parameters
// are left to their routes: ids refuse it by their schema, and a link opened from a letter answers a bad token with
// its own page, not with JSON.
import type { FastifyInstance } from 'fastify';
import { hasNul } from '#shared/schemas/form.ts';
import { apiTexts } from '#shared/texts/api.ts';
import { ValidationFailed } from '../errors.ts';

/** Enough to show the client where; a body full of them does not make a huge answer. */
const MAX_REPORTED = 20;
/** A path longer than any form field's is named by its part (`body`) instead. */
const MAX_PATH = 100;

/**
 * The fields holding U+0000, named as the 422 names them (`items.0.name`); `whole` for the value itself or a field
 * nested past any form's depth. Walked with a stack, not recursion: a body may nest thousands of levels deep.
 */
export function nulFields(value: unknown, whole: string): string[] {
  const found = new Set<string>();
  // null: too deep to be worth naming.
  const stack: [unknown, string | null][] = [[value, '']];
  while (stack.length > 0 && found.size < MAX_REPORTED) {
    const [item, path] = stack.pop()!;
    const name = path || whole;
    if (typeof item === 'string') {
      if (hasNul(item)) found.add(name);
      continue;
    }
    if (typeof item !== 'object' || item === null || ArrayBuffer.isView(item)) continue;
    for (const [key, child] of Object.entries(item)) {
      if (hasNul(key)) found.add(name);
      else {
        const next = path === null ? null : path ? `${path}.${key}` : key;
        stack.push([child, next !== null && next.length <= MAX_PATH ? next : null]);
      }
    }
  }
  return [...found];
}

function refuseNul(parts: [unknown, string][]): void {
  const fields = parts.flatMap(([value, whole]) => nulFields(value, whole));
  if (fields.length === 0) return;
  throw new ValidationFailed(Object.fromEntries(fields.map((field) => [field, [apiTexts.nulCharacter]])));
}

export function registerInputGuard(app: FastifyInstance): void {
  // Before the schemas, so that a field a schema would drop or refuse for another reason is named all the same.
  app.addHook('preValidation', async (request) => {
    refuseNul([
      [request.query, 'query'],
      [request.body, 'body'],
    ]);
  });
  // A multipart form that a route reads in its own preValidation becomes the body only after the check above.
  app.addHook('preHandler', async (request) => {
    refuseNul([[request.body, 'body']]);
  });
}
