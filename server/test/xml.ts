// Feeds in tests: validation by libxml2's xmllint compiled to WebAssembly (the xmllint-wasm package, so a fresh
// machine needs no Debian xmllint) against the project's schemas, and a DOM to read values back.
import { readFile } from 'node:fs/promises';
import { JSDOM } from 'jsdom';
import { validateXML } from 'xmllint-wasm';

const schemas = new URL('../modules/feeds/schemas/', import.meta.url);

/** xmllint's complaints, '' when the document is well-formed and valid against the portal's schema. */
export async function schemaErrors(xml: string, schema: 'yandex' | 'cian' | 'avito'): Promise<string> {
  const xsd = await readFile(new URL(`${schema}.xsd`, schemas), 'utf8');
  const result = await validateXML({
    xml: { fileName: 'feed.xml', contents: xml },
    schema: { fileName: `${schema}.xsd`, contents: xsd },
  });
  return result.valid ? '' : result.errors.map((e) => e.rawMessage).join('\n') || result.rawOutput;
}

export function parseXml(xml: string): Document {
  const { DOMParser } = new JSDOM('').window;
  return new DOMParser().parseFromString(xml, 'application/xml');
}

/** The text of the first descendant element of that name, or null. */
export const textOf = (node: Element | Document, name: string): string | null =>
  node.getElementsByTagName(name)[0]?.textContent ?? null;
