// The agreement as PDF (pdfkit, A4, DejaVu Sans embedded as the snapshot's PDF does): the filled DOCX's paragraphs
// and tables in order, then, once signed, a last page with the simple electronic signature's audit record.
import { openPdf, type PdfDoc } from '../../core/pdf.ts';
import { agreementTexts } from '#shared/texts/agreements.ts';
import type { DocxBlock, DocxParagraphBlock } from './docx-blocks.ts';

type Doc = PdfDoc;

const MARGIN = { top: 56, bottom: 56, left: 64, right: 48 };
const BODY_SIZE = 10.5;
const CELL_PAD = 5;

/** The signature page's lines, already worded (the sign step fills them). */
export interface SignatureStamp {
  /** `wide`: the value on its own full-width line under the label (the hash). */
  lines: readonly { label: string; value: string; wide?: boolean }[];
}

export interface AgreementPdfInput {
  title: string;
  blocks: readonly DocxBlock[];
  /** The PDF's creation date (the draft's time, so a re-render of the same draft is byte-identical). */
  createdAt: Date;
  stamp?: SignatureStamp;
}

function writeParagraph(doc: Doc, p: DocxParagraphBlock, x: number, width: number): void {
  const runs = p.runs.length > 0 ? p.runs : [{ text: ' ', bold: false, size: null }];
  runs.forEach((run, i) => {
    doc.font(run.bold ? 'bold' : 'regular').fontSize(run.size ?? BODY_SIZE);
    const last = i === runs.length - 1;
    if (i === 0) doc.text(run.text, x, doc.y, { width, align: p.align, continued: !last, lineGap: 1.5 });
    else doc.text(run.text, { continued: !last, align: p.align, lineGap: 1.5 });
  });
}

function paragraphHeight(doc: Doc, p: DocxParagraphBlock, width: number): number {
  const size = Math.max(BODY_SIZE, ...p.runs.map((r) => r.size ?? BODY_SIZE));
  const bold = p.runs.some((r) => r.bold);
  doc.font(bold ? 'bold' : 'regular').fontSize(size);
  return doc.heightOfString(p.runs.map((r) => r.text).join('') || ' ', { width, lineGap: 1.5 });
}

function writeTable(doc: Doc, rows: DocxParagraphBlock[][][], x: number, width: number): void {
  const columns = Math.max(1, ...rows.map((r) => r.length));
  const colWidth = width / columns;
  const inner = colWidth - CELL_PAD * 2;
  const bottom = doc.page.height - MARGIN.bottom;
  for (const row of rows) {
    const height =
      Math.max(
        ...row.map((cell) => cell.reduce((h, p) => h + paragraphHeight(doc, p, inner) + 2, 0)),
        BODY_SIZE,
      ) +
      CELL_PAD * 2;
    if (doc.y + height > bottom) doc.addPage();
    const top = doc.y;
    row.forEach((cell, i) => {
      const left = x + i * colWidth;
      doc.lineWidth(0.5).strokeColor('#9aa3af').rect(left, top, colWidth, height).stroke();
      doc.y = top + CELL_PAD;
      for (const p of cell) {
        writeParagraph(doc, p, left + CELL_PAD, inner);
        doc.y += 2;
      }
    });
    doc.y = top + height;
  }
  doc.x = x;
  doc.y += 6;
}

function writeStamp(doc: Doc, stamp: SignatureStamp, x: number, width: number): void {
  const t = agreementTexts.stamp;
  doc.addPage();
  doc.font('bold').fontSize(15).fillColor('#111827').text(t.title, x, MARGIN.top, { width });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(BODY_SIZE).text(t.lead, { width, align: 'justify', lineGap: 1.5 });
  doc.moveDown(0.8);
  const labelWidth = 170;
  for (const line of stamp.lines) {
    if (line.wide) {
      doc.font('bold').fontSize(BODY_SIZE).text(line.label, x, doc.y, { width });
      doc
        .font('regular')
        .fontSize(10)
        .text(line.value, x, doc.y + 2, { width, characterSpacing: 0.2 });
      doc.y += 6;
      continue;
    }
    const top = doc.y;
    doc.font('bold').fontSize(BODY_SIZE).text(line.label, x, top, { width: labelWidth });
    const afterLabel = doc.y;
    doc.font('regular').text(line.value, x + labelWidth + 10, top, { width: width - labelWidth - 10 });
    doc.y = Math.max(afterLabel, doc.y) + 6;
  }
  doc.moveDown(0.6);
  doc.font('regular').fontSize(9).fillColor('#4b5565').text(t.note, x, doc.y, { width, align: 'justify' });
}

export function renderAgreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  const { doc, bytes } = openPdf({
    size: 'A4',
    margins: MARGIN,
    compress: true,
    info: {
      Title: input.title,
      Creator: agreementTexts.pdf.creator,
      CreationDate: input.createdAt,
      ModDate: input.createdAt,
    },
    lang: 'ru-RU',
  });
  const x = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  doc.fillColor('#111827');
  for (const block of input.blocks) {
    if (block.kind === 'paragraph') {
      writeParagraph(doc, block, x, width);
      doc.moveDown(0.35);
    } else writeTable(doc, block.rows, x, width);
  }
  if (input.stamp) writeStamp(doc, input.stamp, x, width);
  doc.end();
  return bytes;
}
