// Feeds in XML, read by saxes as a stream of events: each item element (YRL's <offer>, Profitbase's <offer> or
// <property>) becomes a map of its descendants' texts by path («price/value»; the first of a repeated name, and one
// with a kind also as «image[plan]»), its attributes under «@name», which the format's own mapping turns into a raw
// row. The encoding is the declaration's (windows-1251 feeds exist).
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { refuseFile, rowLimit, type TRawRow } from './raw-row.ts';

export type TXmlItem = Map<string, string>;

/** The feed's text: the XML declaration's encoding when it names Windows-1251, else UTF-8. */
export function decodeXml(data: Buffer): string {
  const head = data.subarray(0, 200).toString('latin1');
  const declared = /encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  if (declared && /^(windows-1251|cp1251|win-1251)$/.test(declared)) return iconv.decode(data, 'win1251');
  return data.toString('utf8');
}

const CHUNK = 64 * 1024;

/** Items named `itemTag` (any namespace), each with its texts by path relative to it. */
export function* xmlItems(data: Buffer, itemTag: string): Generator<TXmlItem> {
  const text = decodeXml(data);
  const parser = new SaxesParser({ xmlns: false });
  const ready: TXmlItem[] = [];
  let item: TXmlItem | null = null;
  const path: string[] = [];
  /** Each open element's kind (`type` or `tag` attribute: <image type="plan">), kept as «image[plan]». */
  const kinds: (string | null)[] = [];
  let textBuffer = '';
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (item === null) {
      if (name === itemTag) {
        item = new Map();
        for (const [attr, value] of Object.entries(tag.attributes))
          item.set(`@${local(attr)}`, String(value));
      }
      return;
    }
    path.push(name);
    textBuffer = '';
    const kind = tag.attributes.type ?? tag.attributes.tag;
    kinds.push(kind === undefined ? null : String(kind));
    for (const [attr, value] of Object.entries(tag.attributes)) {
      const key = `${path.join('/')}@${local(attr)}`;
      // The first element of a repeated name gives its attributes, as it gives its text.
      if (!item.has(key)) item.set(key, String(value));
    }
  });
  parser.on('text', (t) => {
    if (item) textBuffer += t;
  });
  parser.on('cdata', (t) => {
    if (item) textBuffer += t;
  });
  parser.on('closetag', (tag) => {
    if (item === null) return;
    if (path.length === 0 && local(tag.name) === itemTag) {
      ready.push(item);
      item = null;
      return;
    }
    const key = path.join('/');
    const value = textBuffer.trim();
    if (value && !item.has(key)) item.set(key, value);
    const kind = kinds.pop();
    if (value && kind && !item.has(`${key}[${kind}]`)) item.set(`${key}[${kind}]`, value);
    textBuffer = '';
    path.pop();
  });
  try {
    for (let i = 0; i < text.length; i += CHUNK) {
      parser.write(text.slice(i, i + CHUNK));
      while (ready.length) yield ready.shift()!;
    }
    parser.close();
    while (ready.length) yield ready.shift()!;
  } catch (error) {
    if (error instanceof Error && !('errors' in error))
      throw refuseFile(importTexts.errors.brokenXml, error.message.slice(0, 200));
    throw error;
  }
}

/** Runs a format's mapping over the items, counting them against the row limit. */
export async function* mapItems(
  items: Iterable<TXmlItem>,
  toRow: (item: TXmlItem, index: number) => TRawRow['cells'],
): AsyncGenerator<TRawRow> {
  const count = rowLimit();
  let index = 0;
  for (const item of items) {
    index += 1;
    count();
    yield { row: index, cells: toRow(item, index) };
  }
}
