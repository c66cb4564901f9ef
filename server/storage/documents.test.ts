import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mediaTexts } from '#shared/texts/media.ts';
import { useTestApp } from '../test/use-app.ts';
import { objects } from '../db/schema/index.ts';
import { ValidationFailed } from '../errors.ts';
import { zip } from '../db/seed/files/zip.ts';
import { minimalPdf } from '../db/seed/files/pdf.ts';
import { detectDocumentType, presentDocument, storeDocument, zipEntryNames } from './documents.ts';

const t = useTestApp();
let objectId: number;
beforeAll(async () => {
  const [row] = await t.db.insert(objects).values({ title: 'ЖК Тестовый' }).returning();
  objectId = row!.id;
});

/** An empty but well-formed OLE2 compound file (the container of .doc and .xls): header, one FAT sector, a root entry. */
function compoundFile(): Buffer {
  const sector = 512;
  const file = Buffer.alloc(sector * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 24); // minor version
  file.writeUInt16LE(3, 26); // major version: 512-byte sectors
  file.writeUInt16LE(0xfffe, 28); // byte order
  file.writeUInt16LE(9, 30); // sector shift
  file.writeUInt16LE(6, 32); // mini sector shift
  file.writeUInt32LE(1, 44); // FAT sectors
  file.writeUInt32LE(1, 48); // first directory sector
  file.writeUInt32LE(4096, 56); // mini stream cut-off
  file.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  file.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  file.fill(0xff, 76, sector);
  file.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  const fat = sector;
  file.fill(0xff, fat, fat + sector);
  file.writeUInt32LE(0xfffffffd, fat); // sector 0 holds the FAT
  file.writeUInt32LE(0xfffffffe, fat + 4); // sector 1, the directory, ends its chain
  const dir = sector * 2;
  for (let i = 0; i < 4; i++) file.fill(0xff, dir + i * 128 + 68, dir + i * 128 + 80);
  const root = Buffer.from('Root Entry\0', 'utf16le');
  root.copy(file, dir);
  file.writeUInt16LE(root.length, dir + 64);
  file[dir + 66] = 5; // root storage
  file[dir + 67] = 1; // black
  file.writeUInt32LE(0xfffffffe, dir + 116);
  return file;
}

const docx = () =>
  zip([
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types/>' },
    {
      name: 'word/document.xml',
      data: '<w:document><w:body><w:p><w:r><w:t>Договор</w:t></w:r></w:p></w:body></w:document>',
    },
  ]);
const xlsx = () =>
  zip([
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types/>' },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
    { name: 'xl/worksheets/sheet1.xml', data: '<worksheet/>' },
  ]);

async function refusal(data: Buffer, fileName: string): Promise<string[]> {
  const error = await storeDocument(t.db, t.storage, { objectId, fileName, data }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationFailed);
  return (error as ValidationFailed).errors.file ?? [];
}

describe('[documents] detectDocumentType', () => {
  it('[documents] recognises each type by content', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(detectDocumentType(minimalPdf(), 'декларация.pdf')).toBe('pdf');
    expect(detectDocumentType(jpeg, 'фото.jpg')).toBe('jpg');
    expect(detectDocumentType(png, 'план.png')).toBe('png');
    expect(detectDocumentType(docx(), 'договор.docx')).toBe('docx');
    expect(detectDocumentType(xlsx(), 'прайс.xlsx')).toBe('xlsx');
    expect(detectDocumentType(compoundFile(), 'договор.doc')).toBe('doc');
    expect(detectDocumentType(compoundFile(), 'прайс.XLS')).toBe('xls');
  });

  it('[documents] trusts the content over the name', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(detectDocumentType(png, 'скан.pdf')).toBe('png');
    expect(detectDocumentType(minimalPdf(), 'без расширения')).toBe('pdf');
    expect(detectDocumentType(xlsx(), 'таблица.docx')).toBe('xlsx');
  });

  it('[documents] refuses what is none of the seven types', () => {
    expect(detectDocumentType(Buffer.from('обычный текст'), 'readme.txt')).toBeNull();
    expect(
      detectDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'),
    ).toBeNull();
    expect(detectDocumentType(compoundFile(), 'презентация.ppt')).toBeNull();
    expect(detectDocumentType(zip([{ name: 'notes.txt', data: 'привет' }]), 'архив.zip')).toBeNull();
    expect(detectDocumentType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'битый.docx')).toBeNull();
    expect(detectDocumentType(Buffer.alloc(0), 'пусто.pdf')).toBeNull();
  });

  it('[documents] reads entry names from the ZIP directory', () => {
    expect(zipEntryNames(xlsx())).toEqual([
      '[Content_Types].xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });
});

describe('[documents] storeDocument', () => {
  it('[documents] saves the file under documents/<random>/<safe name> and records it', async () => {
    const data = minimalPdf();
    const row = await storeDocument(t.db, t.storage, {
      objectId,
      fileName: 'C:\\fakepath\\Проектная декларация (ред. 2).pdf',
      data,
    });
    expect(row).toMatchObject({
      objectId,
      name: 'Проектная декларация (ред. 2).pdf',
      ext: 'pdf',
      mime: 'application/pdf',
      size: data.length,
    });
    expect(row.storageKey).toMatch(/^documents\/[0-9a-f]{24}\/Проектная_декларация_ред\._2_\.pdf$/);
    expect(await t.storage.get(row.storageKey)).toEqual(data);
    expect(presentDocument(t.storage, row)).toMatchObject({
      id: row.id,
      name: row.name,
      url: `/files/${row.storageKey}`,
      ext: 'pdf',
    });
  });

  it('[documents] gives the name the extension of what the file really is', async () => {
    const row = await storeDocument(t.db, t.storage, { objectId, fileName: 'прайс', data: xlsx() });
    expect(row).toMatchObject({ name: 'прайс.xlsx', ext: 'xlsx' });
    const legacy = await storeDocument(t.db, t.storage, {
      objectId,
      fileName: 'Договор.doc',
      data: compoundFile(),
    });
    expect(legacy).toMatchObject({ name: 'Договор.doc', ext: 'doc', mime: 'application/msword' });
  });

  it('[documents] refuses an unknown or empty file with a Russian message', async () => {
    expect(await refusal(Buffer.from('MZ\x90\x00'), 'setup.exe')).toEqual([mediaTexts.documentUnsupported]);
    expect(await refusal(Buffer.alloc(0), 'пусто.pdf')).toEqual([mediaTexts.documentEmpty]);
  });
});
