// Every form of the app goes through useApiForm (schema, one request per submit, 422 on fields, stale dialog, leave
// guard). A file that calls react-hook-form's useForm or renders a <form> without the hook fails here, unless the
// list below names it and why.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** Forms that are not the hook's, each with its reason. */
const ALLOWED: Record<string, string> = {
  'components/forms/use-api-form.ts': 'the hook itself',
  'embed/components/request-form.tsx':
    'the widget is Preact in its own bundle (decision 027), without react-hook-form',
  'components/mortgage/mortgage-calculator.tsx':
    'a calculator: it sends nothing, the figures follow the fields',
  'components/ui/prompt-modal.tsx': 'a dialog asking one text; its caller sends it',
  'components/forms/reason-dialog.tsx': 'a dialog asking a refusal’s reason; its caller sends it',
  'features/chess-editor/components/form-sheet.tsx':
    'the sheet frame of the editor’s forms, which own the submit',
  'features/chess-editor/components/add-lines-sheet.tsx':
    'adds floors or risers to the editor’s local draft: it sends nothing (the structure’s save does)',
  'features/backoffice/components/tabs/settings-form.tsx':
    'the frame of a settings block: its caller’s useObjectForm (built on the hook) owns the submit',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A form of its own: react-hook-form's useForm called, or a <form> element rendered. */
const FORM = /\buseForm\s*[<(]|<form[\s>]/;
const API_FORM = /\buseApiForm\s*[<(]/;

const files = sources(join(root, 'app')).map((path) => ({
  name: relative(join(root, 'app'), path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

/** A feature's own form hook built on useApiForm (the object editor's tabs, the offer wizard) counts as the hook. */
const wrappers = files
  .filter(({ name, text }) => /\/hooks\//.test(name) && API_FORM.test(text))
  .flatMap(({ text }) => [...text.matchAll(/export function (use\w+Form)\b/g)].map((m) => m[1]!));
const HOOK = new RegExp(`\\b(?:useApiForm|${wrappers.join('|') || 'useApiForm'})\\s*[<(]`);

describe('[forms] every form uses useApiForm', () => {
  it('no file has a form of its own outside the hook and the named exceptions', () => {
    const bypass = files
      .filter(({ text }) => FORM.test(text) && !HOOK.test(text))
      .map(({ name }) => name)
      .filter((name) => !(name in ALLOWED));
    expect(bypass).toEqual([]);
  });

  it('the list names only files that still have such a form (a moved form leaves the list)', () => {
    const byName = new Map(files.map((file) => [file.name, file.text]));
    const stale = Object.keys(ALLOWED).filter((name) => {
      const text = byName.get(name);
      return name !== 'components/forms/use-api-form.ts' && (!text || !FORM.test(text) || HOOK.test(text));
    });
    expect(stale).toEqual([]);
  });
});
