// Form posts (PRODUCT §7: rows and cells are PUT "as form posts with a method override"): a multipart body becomes the
// request body, bracketed keys nested again (`a[b][0]`), its file kept aside for the handler.
import type { FastifyRequest } from 'fastify';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { ValidationFailed } from '../../errors.ts';

export interface TUploadedFile {
  data: Buffer;
  mime: string;
  name: string;
}

const uploads = new WeakMap<FastifyRequest, Record<string, TUploadedFile>>();

type TNested = { [key: string]: TNested | string } | (TNested | string)[];

/** 'a[b][0]' → ['a', 'b', '0']; a key without brackets is one segment. */
function segments(key: string): string[] {
  const head = key.split('[', 1)[0]!;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
  return [head, ...rest];
}

/** Nests flat form entries back into objects and arrays. Prototype keys are dropped, never assigned. */
export function unflatten(entries: readonly (readonly [string, string])[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const path = segments(key);
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node = root as Record<string, unknown>;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** preValidation: reads a multipart body into request.body, so the route's schema checks it as it would JSON. */
export async function readFormBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: [string, string][] = [];
  const files: Record<string, TUploadedFile> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files[part.fieldname] = { data: await part.toBuffer(), mime: part.mimetype, name: part.filename };
    } else {
      fields.push([part.fieldname, String(part.value ?? '')]);
    }
  }
  uploads.set(request, files);
  request.body = unflatten(fields) as TNested;
}

export const uploadedFile = (request: FastifyRequest, field: string): TUploadedFile | undefined =>
  uploads.get(request)?.[field];

/** A POST standing for a PUT must say so (`_method=PUT` in the form or the query). */
export function requirePutOverride(request: FastifyRequest, bodyMethod: string | undefined): void {
  const query = (request.query as Record<string, unknown> | undefined)?._method;
  const method = bodyMethod ?? (typeof query === 'string' ? query.toUpperCase() : undefined);
  if (method !== 'PUT') throw new ValidationFailed({ _method: [chessEditorTexts.validation.methodOverride] });
}
