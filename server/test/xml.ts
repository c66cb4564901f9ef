// Feeds in tests: validation by Debian's xmllint against the project's schemas, and a DOM to read values back.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';

const schemas = fileURLToPath(new URL('../modules/feeds/schemas/', import.meta.url));

/** xmllint's complaints, '' when the document is well-formed and valid against the portal's schema. */
export function schemaErrors(xml: string, schema: 'yandex' | 'cian' | 'avito'): string {
  try {
    execFileSync('xmllint', ['--noout', '--schema', `${schemas}${schema}.xsd`, '-'], {
      input: xml,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

export function parseXml(xml: string): Document {
  const { DOMParser } = new JSDOM('').window;
  return new DOMParser().parseFromString(xml, 'application/xml');
}

/** The text of the first descendant element of that name, or null. */
export const textOf = (node: Element | Document, name: string): string | null =>
  node.getElementsByTagName(name)[0]?.textContent ?? null;
