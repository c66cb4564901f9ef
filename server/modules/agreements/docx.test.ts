import { describe, expect, it } from 'vitest';
import { AGREEMENT_PLACEHOLDERS } from '#shared/deals.ts';
import { buildDocx, demoAgreementTemplate, tableXml } from '../../db/seed/agreement-docx.ts';
import { readPdf } from '../../test/pdf.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { docxBlocks } from './docx-blocks.ts';
import { fillTemplate, inspectTemplate } from './docx-template.ts';

const values = Object.fromEntries(AGREEMENT_PLACEHOLDERS.map((p) => [p, `<${p}>`])) as Record<
  (typeof AGREEMENT_PLACEHOLDERS)[number],
  string
>;

describe('[agreements] the DOCX template', () => {
  it('[agreements] the demo template uses every placeholder and only known ones', () => {
    expect(inspectTemplate(demoAgreementTemplate()).sort()).toEqual([...AGREEMENT_PLACEHOLDERS].sort());
  });

  it('[agreements] an unknown placeholder is named with the list of the allowed', () => {
    expect(() => inspectTemplate(buildDocx([{ text: 'Цена: {price}, ЖК {complex_name}' }]))).toThrow(
      expect.objectContaining({
        errors: {
          file: [
            expect.stringMatching(
              /^В шаблоне неизвестная подстановка \{complex_name\}\. Доступны: \{buyer_name\}, \{buyer_phone\}/,
            ),
          ],
        },
      }),
    );
  });

  it('[agreements] a placeholder Word split across runs is still one placeholder', () => {
    const split = buildDocx([
      {
        xml: '<w:p><w:r><w:t>{buyer_</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>name}</w:t></w:r></w:p>',
      },
    ]);
    expect(inspectTemplate(split)).toEqual(['buyer_name']);
    const filled = docxBlocks(fillTemplate(split, values));
    expect(filled).toEqual([
      { kind: 'paragraph', align: 'left', runs: [{ text: '<buyer_name>', bold: false, size: null }] },
    ]);
  });

  it('[agreements] the filled document keeps bold, size, alignment and tables', () => {
    const docx = buildDocx([
      { text: 'ДОГОВОР {booking_number}', bold: true, size: 14, align: 'center' },
      { text: 'Цена {price_words}', align: 'both' },
      {
        xml: tableXml([
          ['Застройщик', 'Покупатель'],
          ['{company}', '{buyer_name}'],
        ]),
      },
    ]);
    const blocks = docxBlocks(fillTemplate(docx, values));
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      align: 'center',
      runs: [{ text: 'ДОГОВОР <booking_number>', bold: true, size: 14 }],
    });
    expect(blocks[1]).toMatchObject({ align: 'justify', runs: [{ text: 'Цена <price_words>' }] });
    expect(blocks[2]).toMatchObject({
      kind: 'table',
      rows: [
        [[{ runs: [{ text: 'Застройщик' }] }], [{ runs: [{ text: 'Покупатель' }] }]],
        [[{ runs: [{ text: '<company>' }] }], [{ runs: [{ text: '<buyer_name>' }] }]],
      ],
    });
  });

  it('[agreements] the PDF carries the text in Cyrillic and the signature page last', async () => {
    const blocks = docxBlocks(fillTemplate(demoAgreementTemplate(), values));
    const pdf = await renderAgreementPdf({
      title: 'Договор бронирования № 1',
      blocks,
      createdAt: new Date('2026-12-01T10:00:00Z'),
      stamp: {
        lines: [
          { label: 'Телефон', value: '+7(918)111-22-33' },
          { label: 'SHA-256', value: 'ab'.repeat(32), wide: true },
        ],
      },
    });
    const { text, pages } = await readPdf(pdf);
    expect(text).toContain('ДОГОВОР БРОНИРОВАНИЯ № <booking_number>');
    expect(text).toContain('Реквизиты сторон');
    expect(pages).toBe(2);
    const last = text.slice(text.indexOf('Подписано простой электронной подписью'));
    expect(last).toContain('ab'.repeat(32));
    expect(last).toContain('+7(918)111-22-33');
  });
});
