// Reads a body with a schema chosen at run time (the section update is a patch or a whole structure), with the same
// 422 shape the route schemas give: texts by dotted path.
import type { z } from 'zod';
import { ValidationFailed } from '../../errors.ts';

export function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  throw new ValidationFailed(errors);
}
