import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './commissions-csv.ts';

describe('[commissions] CSV fields as Russian Excel reads them', () => {
  it('[commissions] plain fields stay bare, numbers are integer roubles', () => {
    expect(csvLine(['ЖК «Бриз»', 1_240_000, null, undefined, 'Кв. 15'])).toBe('ЖК «Бриз»;1240000;;;Кв. 15');
  });

  it('[commissions] a separator, a quote or a line break is quoted, quotes doubled', () => {
    expect(csvField('ООО "Юг"; филиал')).toBe('"ООО ""Юг""; филиал"');
    expect(csvField('две\nстроки')).toBe('"две\nстроки"');
    expect(csvField('без кавычек')).toBe('без кавычек');
  });

  it('[commissions] text that Excel would run as a formula is defused; negative numbers are not text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+79001234567')).toBe("'+79001234567");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });
});
