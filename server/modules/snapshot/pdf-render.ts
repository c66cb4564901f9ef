// Lays out a snapshot's PDF (pdfkit, A4): a cover with the collection and the agent's contacts, then a page per
// item with its photo, price, facts, address, changes since sent, plan and a QR code to its live page. Russian
// text is set in DejaVu Sans, embedded (subset) from the npm package, so no glyph is missing whatever the viewer.
import { openPdf, type PdfDoc } from '../../core/pdf.ts';
import QRCode from 'qrcode';
import { fill } from '#shared/texts/ru.ts';
import { snapshotPdfTexts as t } from '#shared/texts/snapshot-pdf.ts';
import type { PdfItem, SnapshotPdfModel } from './pdf-model.ts';

type Doc = PdfDoc;

const COLOR = {
  text: '#111827',
  muted: '#4b5565',
  primary: '#2563eb',
  soft: '#eaf1ff',
  border: '#e3e7ee',
  photo: '#f3f5f8',
  warning: '#b45309',
  warningSoft: '#fff3e8',
};
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
/** pdfkit breaks text onto a new page past its own margin: kept below the layout's, so a line never spills over. */
const NEW_PAGE = { size: 'A4', margin: 12 } as const;
const WIDTH = PAGE.width - PAGE.margin * 2;

/** The QR code as filled squares: vector, sharp at any zoom, a few hundred bytes. */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill().restore();
  doc.link(x, y, size, size, text);
}

function text(doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(value, x, y, { lineBreak: true, ...options });
  return doc.y;
}

function picture(doc: Doc, bytes: Buffer | undefined, x: number, y: number, w: number, h: number) {
  doc.save().rect(x, y, w, h).fill(COLOR.photo).restore();
  if (bytes) {
    doc.image(bytes, x, y, { fit: [w, h], align: 'center', valign: 'center' });
  } else {
    doc.font('regular').fontSize(11).fillColor(COLOR.muted);
    text(doc, t.noPhoto, x, y + h / 2 - 7, { width: w, align: 'center' });
  }
}

function cover(doc: Doc, model: SnapshotPdfModel) {
  doc.addPage(NEW_PAGE);
  const { margin } = PAGE;
  doc.font('bold').fontSize(14).fillColor(COLOR.primary);
  text(doc, t.brand, margin, margin);
  doc.font('regular').fontSize(11).fillColor(COLOR.primary);
  let y = text(doc, t.eyebrow.toUpperCase(), margin, 150, { characterSpacing: 1 });
  doc.font('bold').fontSize(30).fillColor(COLOR.text);
  y = text(doc, model.title, margin, y + 10, { width: WIDTH, lineGap: 2 });
  doc.font('regular').fontSize(13).fillColor(COLOR.muted);
  y = text(doc, model.facts, margin, y + 10, { width: WIDTH });

  // The agent: name, their agency and contacts, each a link (tel:, wa.me, t.me).
  const boxY = y + 36;
  const lineH = 22;
  const agency = model.agent.agency;
  const boxH = 70 + (agency ? 20 : 0) + model.agent.contacts.length * lineH;
  doc.roundedRect(margin, boxY, WIDTH, boxH, 10).fill(COLOR.soft);
  doc.font('regular').fontSize(11).fillColor(COLOR.muted);
  text(doc, t.agent, margin + 20, boxY + 18);
  doc.font('bold').fontSize(18).fillColor(COLOR.text);
  let line = text(doc, model.agent.name, margin + 20, boxY + 34, { width: WIDTH - 40 }) + 8;
  if (agency) {
    doc.font('regular').fontSize(13).fillColor(COLOR.text);
    line = text(doc, agency, margin + 20, line - 4, { width: WIDTH - 40, ellipsis: true, height: 18 }) + 6;
  }
  for (const contact of model.agent.contacts) {
    doc.font('regular').fontSize(12).fillColor(COLOR.muted);
    text(doc, contact.label, margin + 20, line, { width: 110 });
    doc.font('bold').fontSize(12).fillColor(COLOR.primary);
    text(doc, contact.value, margin + 130, line, { link: contact.link, underline: false });
    line += lineH;
  }

  const qr = 150;
  const qrY = PAGE.height - margin - qr - 30;
  drawQr(doc, model.url, margin, qrY, qr);
  doc.font('bold').fontSize(13).fillColor(COLOR.text);
  const captionY = text(doc, t.qrCover, margin + qr + 20, qrY + 40, { width: WIDTH - qr - 20 });
  doc.font('regular').fontSize(10).fillColor(COLOR.primary);
  text(doc, model.url, margin + qr + 20, captionY + 6, { width: WIDTH - qr - 20, link: model.url });
}

function facts(doc: Doc, item: PdfItem, x: number, y: number, width: number): number {
  const column = width / 2;
  let bottom = y;
  item.facts.forEach(([label, value], i) => {
    const cx = x + (i % 2) * column;
    const cy = y + Math.floor(i / 2) * 38;
    doc.font('regular').fontSize(9).fillColor(COLOR.muted);
    text(doc, label, cx, cy, { width: column - 12 });
    doc.font('bold').fontSize(12).fillColor(COLOR.text);
    bottom = Math.max(
      bottom,
      text(doc, value, cx, cy + 12, { width: column - 12, height: 24, ellipsis: true }),
    );
  });
  return item.facts.length > 0 ? Math.max(bottom, y + Math.ceil(item.facts.length / 2) * 38) : y;
}

function changes(doc: Doc, lines: string[], x: number, y: number, width: number): number {
  if (lines.length === 0) return y;
  doc.font('regular').fontSize(11);
  const body = lines.join('\n');
  const height = 30 + doc.heightOfString(body, { width: width - 28 });
  doc.roundedRect(x, y, width, height, 8).fill(COLOR.warningSoft);
  doc.font('bold').fontSize(10).fillColor(COLOR.warning);
  text(doc, t.changes, x + 14, y + 9, { width: width - 28 });
  doc.font('regular').fontSize(11).fillColor(COLOR.text);
  text(doc, body, x + 14, y + 24, { width: width - 28 });
  return y + height + 12;
}

function itemPage(
  doc: Doc,
  model: SnapshotPdfModel,
  item: PdfItem,
  index: number,
  pictures: Map<number, Buffer>,
) {
  doc.addPage(NEW_PAGE);
  const { margin } = PAGE;
  doc.font('regular').fontSize(9).fillColor(COLOR.muted);
  text(doc, model.title, margin, margin - 14, { width: WIDTH - 60, height: 12, ellipsis: true });
  text(doc, fill(t.pageOf, index + 1, model.items.length), margin, margin - 14, {
    width: WIDTH,
    align: 'right',
  });

  doc.font('regular').fontSize(10).fillColor(COLOR.primary);
  let y = text(doc, item.kind, margin, margin + 6, { width: WIDTH, height: 14, ellipsis: true });
  doc.font('bold').fontSize(19).fillColor(COLOR.text);
  y = text(doc, item.title, margin, y + 2, { width: WIDTH, height: 50, ellipsis: true });

  const photoH = 250;
  picture(doc, item.photoId != null ? pictures.get(item.photoId) : undefined, margin, y + 10, WIDTH, photoH);
  y += 10 + photoH + 14;

  doc.font('bold').fontSize(22).fillColor(COLOR.text);
  y = text(doc, item.price, margin, y, { width: WIDTH });
  if (item.perMeter) {
    doc.font('regular').fontSize(11).fillColor(COLOR.muted);
    y = text(doc, item.perMeter, margin, y + 2, { width: WIDTH });
  }
  y = facts(doc, item, margin, y + 14, WIDTH) + 6;
  if (item.address) {
    doc.font('regular').fontSize(9).fillColor(COLOR.muted);
    y = text(doc, t.address, margin, y, { width: WIDTH });
    doc.font('regular').fontSize(11).fillColor(COLOR.text);
    y = text(doc, item.address, margin, y + 2, { width: WIDTH, height: 30, ellipsis: true }) + 12;
  }
  y = changes(doc, item.changes, margin, y, WIDTH);

  // Bottom band: the plan on the left, the QR code to the live page on the right.
  const qr = 96;
  const bottom = PAGE.height - margin;
  const plan = item.planId != null ? pictures.get(item.planId) : undefined;
  if (plan) {
    const planTop = y + 4;
    const planH = bottom - planTop;
    if (planH > 80) {
      doc.font('regular').fontSize(9).fillColor(COLOR.muted);
      text(doc, t.plan, margin, planTop);
      doc.image(plan, margin, planTop + 14, { fit: [WIDTH - qr - 30, planH - 14] });
    }
  }
  drawQr(doc, item.url, PAGE.width - margin - qr, bottom - qr - 16, qr);
  doc.font('regular').fontSize(9).fillColor(COLOR.primary);
  text(doc, t.qrItem, PAGE.width - margin - qr, bottom - 12, { width: qr, align: 'center', link: item.url });
}

/** The PDF's bytes. `pictures`: JPEG by image id (pdf-images.ts). */
export function renderSnapshotPdf(model: SnapshotPdfModel, pictures: Map<number, Buffer>): Promise<Buffer> {
  const { doc, bytes } = openPdf({
    autoFirstPage: false,
    compress: true,
    info: { Title: model.title, Author: model.agent.name, Creator: t.brand },
    lang: 'ru-RU',
  });
  cover(doc, model);
  model.items.forEach((item, i) => itemPage(doc, model, item, i, pictures));
  doc.end();
  return bytes;
}
