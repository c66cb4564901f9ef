// A pdfkit document as every PDF of ours starts (the collection, the agreement, the commission's act): DejaVu Sans
// embedded (subset) from its npm package as fonts 'regular' and 'bold', so no Cyrillic glyph depends on the viewer,
// and the bytes collected until `doc.end()`.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** The document, and its bytes once the caller ends it. */
export function openPdf(options: ConstructorParameters<typeof PDFDocument>[0]): {
  doc: PdfDoc;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument(options);
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
