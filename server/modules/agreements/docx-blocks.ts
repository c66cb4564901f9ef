// The filled DOCX read back as what the PDF needs (decision 041): paragraphs with their runs' bold and size and the
// paragraph's alignment, and simple tables (rows of cells of paragraphs). No LibreOffice: Word's XML read directly.
import PizZip from 'pizzip';
import { DOMParser, type Element } from '@xmldom/xmldom';

export interface DocxRun {
  text: string;
  bold: boolean;
  /** Points; null: the document's default. */
  size: number | null;
}
export type DocxAlign = 'left' | 'center' | 'right' | 'justify';
export interface DocxParagraphBlock {
  kind: 'paragraph';
  align: DocxAlign;
  runs: DocxRun[];
}
export interface DocxTableBlock {
  kind: 'table';
  rows: DocxParagraphBlock[][][];
}
export type DocxBlock = DocxParagraphBlock | DocxTableBlock;

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const children = (el: Element, name?: string): Element[] =>
  Array.from(el.childNodes).filter(
    (n): n is Element => n.nodeType === 1 && (!name || (n as Element).localName === name),
  );
const child = (el: Element | undefined, name: string) => (el ? children(el, name)[0] : undefined);
const val = (el: Element | undefined) => el?.getAttributeNS(W, 'val') ?? el?.getAttribute('w:val') ?? null;

/** A toggle such as <w:b/>: on unless its value says off. */
const isOn = (el: Element | undefined) => !!el && !['0', 'false', 'off'].includes(val(el) ?? '');

function alignOf(pPr: Element | undefined): DocxAlign {
  switch (val(child(pPr, 'jc'))) {
    case 'center':
      return 'center';
    case 'right':
    case 'end':
      return 'right';
    case 'both':
    case 'distribute':
      return 'justify';
    default:
      return 'left';
  }
}

/** Headings by style name: bold and larger, as Word shows them. */
function headingSize(pPr: Element | undefined): number | null {
  const style = val(child(pPr, 'pStyle')) ?? '';
  if (/^(title|заголовок)$/i.test(style)) return 16;
  const level = /^heading(\d)$/i.exec(style);
  return level ? Math.max(12, 18 - Number(level[1]) * 2) : null;
}

function runsOf(el: Element, heading: number | null, out: DocxRun[]): void {
  for (const node of children(el)) {
    const name = node.localName;
    if (name === 'r') {
      const rPr = child(node, 'rPr');
      const half = Number(val(child(rPr, 'sz')));
      const bold = heading != null || isOn(child(rPr, 'b'));
      const size = Number.isFinite(half) && half > 0 ? half / 2 : heading;
      let text = '';
      for (const part of children(node)) {
        if (part.localName === 't') text += part.textContent ?? '';
        else if (part.localName === 'tab') text += '    ';
        else if (part.localName === 'br' || part.localName === 'cr') text += '\n';
      }
      if (text) out.push({ text, bold, size });
    } else if (['hyperlink', 'ins', 'smartTag', 'fldSimple', 'sdt', 'sdtContent'].includes(name ?? '')) {
      runsOf(node, heading, out);
    }
  }
}

function paragraph(p: Element): DocxParagraphBlock {
  const pPr = child(p, 'pPr');
  const runs: DocxRun[] = [];
  runsOf(p, headingSize(pPr), runs);
  return { kind: 'paragraph', align: alignOf(pPr), runs };
}

function blocksOf(container: Element, out: DocxBlock[]): void {
  for (const node of children(container)) {
    if (node.localName === 'p') out.push(paragraph(node));
    else if (node.localName === 'tbl')
      out.push({
        kind: 'table',
        rows: children(node, 'tr').map((tr) =>
          children(tr, 'tc').map((tc) => {
            const cell: DocxBlock[] = [];
            blocksOf(tc, cell);
            return cell.filter((b): b is DocxParagraphBlock => b.kind === 'paragraph');
          }),
        ),
      });
    else if (node.localName === 'sdt') blocksOf(child(node, 'sdtContent') ?? node, out);
  }
}

export function docxBlocks(docx: Buffer): DocxBlock[] {
  const xml = new PizZip(docx).file('word/document.xml')?.asText();
  if (!xml) return [];
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const body = child(document.documentElement ?? undefined, 'body');
  const out: DocxBlock[] = [];
  if (body) blocksOf(body, out);
  return out;
}
