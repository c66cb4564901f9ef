import { describe, expect, it } from 'vitest';
import { documentLabel, middleEllipsis, withoutExtension } from './file-name.ts';

describe('[shared] file names', () => {
  it('drops the extension the icon shows, in any case, and only that', () => {
    expect(withoutExtension('Договор (образец).docx', 'docx')).toBe('Договор (образец)');
    expect(withoutExtension('ПЛАН.PDF', 'pdf')).toBe('ПЛАН');
    expect(withoutExtension('план.pdf.png', 'pdf')).toBe('план.pdf.png');
    expect(withoutExtension('.pdf', 'pdf')).toBe('.pdf');
    expect(withoutExtension('без расширения', '')).toBe('без расширения');
  });

  it('keeps a short name whole', () => {
    expect(middleEllipsis('Генплан', 10)).toBe('Генплан');
    expect(middleEllipsis('1234567890', 10)).toBe('1234567890');
  });

  it('cuts a long name in the middle, keeping its beginning and its end', () => {
    const name = 'Разрешение на ввод в эксплуатацию корпуса 3 итоговое';
    const cut = middleEllipsis(name, 30);
    expect(Array.from(cut).length).toBeLessThanOrEqual(30);
    expect(cut).toBe('Разрешение на ввод в…итоговое');
    expect(middleEllipsis('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdef…xyz');
    expect(middleEllipsis('abc', 1)).toBe('…');
  });

  it('never splits a character made of two code units', () => {
    const cut = middleEllipsis('😀'.repeat(20), 7);
    expect(cut).toBe('😀😀😀😀…😀😀');
  });
});

describe('[shared] document labels', () => {
  it('a document is named without its extension, a long name cut in the middle to 48 characters', () => {
    expect(documentLabel('Генплан.png', 'png')).toBe('Генплан');
    const long = documentLabel(
      'Разрешение на ввод в эксплуатацию жилого комплекса корпус 3 секция 2 от 12 марта 2026 года итоговое.pdf',
      'pdf',
    );
    expect(Array.from(long).length).toBeLessThanOrEqual(48);
    expect(long).toBe('Разрешение на ввод в…года итоговое');
  });
});
