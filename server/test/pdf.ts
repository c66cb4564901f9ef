// PDFs in tests: text and page count read by pdf-parse (Mozilla's pdf.js), so a fresh machine needs no poppler.
import { PDFParse } from 'pdf-parse';

export interface PdfContents {
  /** All pages' text, with no-break spaces as plain ones. */
  text: string;
  pages: number;
}

export async function readPdf(pdf: Buffer): Promise<PdfContents> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text.replace(/[\u00a0\u202f]/g, ' '), pages: result.total };
  } finally {
    await parser.destroy();
  }
}
