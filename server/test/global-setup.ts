import { createTemplate } from './template.ts';

// Both API projects (api, api-isolated) name this setup; the template is made once per run, in the main process.
const made = globalThis as { kvartalTemplate?: Promise<void> };

export default async function setup(): Promise<void> {
  await (made.kvartalTemplate ??= createTemplate());
}
