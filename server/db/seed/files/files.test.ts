import { describe, expect, it } from 'vitest';
import { inflateRawSync } from 'node:zlib';
import { detectDocumentType, zipEntryNames } from '../../../storage/documents.ts';
import { buildPdf, minimalPdf } from './pdf.ts';
import { docxDocument, xlsxWorkbook } from './office.ts';
import { zip } from './zip.ts';

/** Reads the entries back from the local headers, inflating each. */
function unzip(archive: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const packed = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const extra = archive.readUInt16LE(at + 28);
    const name = archive.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extra;
    files.set(name, inflateRawSync(archive.subarray(start, start + packed)).toString('utf8'));
    at = start + packed;
  }
  return files;
}

describe('[seed] generated files', () => {
  it('[seed] writes a PDF whose cross-reference table points at its objects', () => {
    for (const pdf of [
      minimalPdf(),
      buildPdf([
        { width: 595, height: 842, drawing: '0 0 1 RG 10 10 100 100 re S' },
        {
          width: 842,
          height: 595,
          jpeg: { data: Buffer.from([0xff, 0xd8, 0xff, 0xd9]), width: 1, height: 1 },
        },
      ]),
    ]) {
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      offsets.forEach((offset, i) =>
        expect(text.slice(offset, offset + 10)).toMatch(new RegExp(`^${i + 1} 0 obj`)),
      );
      expect(text).toContain('/Type /Catalog');
    }
  });

  it('[seed] zips entries that read back byte for byte', () => {
    const archive = zip([
      { name: 'a.txt', data: 'привет' },
      { name: 'папка/b.xml', data: '<x/>' },
    ]);
    expect(zipEntryNames(archive)).toEqual(['a.txt', 'папка/b.xml']);
    expect(unzip(archive)).toEqual(
      new Map([
        ['a.txt', 'привет'],
        ['папка/b.xml', '<x/>'],
      ]),
    );
  });

  it('[seed] builds a spreadsheet and a text document Office recognises', () => {
    const sheet = xlsxWorkbook('Прайс-лист', [
      ['№', 'Площадь, м²', 'Цена, ₽'],
      ['12', 41.5, 16_600_000],
    ]);
    expect(detectDocumentType(sheet, 'прайс.xlsx')).toBe('xlsx');
    const sheetFiles = unzip(sheet);
    expect([...sheetFiles.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(sheetFiles.get('xl/worksheets/sheet1.xml')).toContain('<c r="C2"><v>16600000</v></c>');
    expect(sheetFiles.get('xl/worksheets/sheet1.xml')).toContain('<t xml:space="preserve">Площадь, м²</t>');

    const doc = docxDocument([{ text: 'Договор & условия', bold: true }]);
    expect(detectDocumentType(doc, 'договор.docx')).toBe('docx');
    expect(unzip(doc).get('word/document.xml')).toContain('Договор &amp; условия');
  });
});
