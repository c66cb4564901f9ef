// A small Word document written from paragraphs: the demo builder's «Договор бронирования» template (and the tests'
// templates). A DOCX is a ZIP of XML parts; these are the three Word needs and LibreOffice reads.
import PizZip from 'pizzip';

export interface DocxParagraph {
  text: string;
  bold?: boolean;
  /** Points. */
  size?: number;
  align?: 'left' | 'center' | 'right' | 'both';
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paragraphXml(p: DocxParagraph): string {
  const run = [p.bold ? '<w:b/>' : '', p.size ? `<w:sz w:val="${p.size * 2}"/>` : ''].join('');
  const props = p.align ? `<w:pPr><w:jc w:val="${p.align}"/></w:pPr>` : '';
  return `<w:p>${props}<w:r>${run ? `<w:rPr>${run}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(p.text)}</w:t></w:r></w:p>`;
}

/** A table of plain cells, one paragraph each. */
export function tableXml(rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => `<w:tc>${paragraphXml({ text })}</w:tc>`;
  return `<w:tbl>${rows.map((r) => `<w:tr>${r.map(cell).join('')}</w:tr>`).join('')}</w:tbl>`;
}

export function buildDocx(body: readonly (DocxParagraph | { xml: string })[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const parts = body.map((b) => ('xml' in b ? b.xml : paragraphXml(b))).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${parts}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1701"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The demo's «Договор бронирования»: every placeholder in a text a Russian builder would sign. */
export function demoAgreementTemplate(): Buffer {
  const p = (text: string, extra: Omit<DocxParagraph, 'text'> = {}): DocxParagraph => ({
    text,
    align: 'both',
    ...extra,
  });
  return buildDocx([
    p('ДОГОВОР БРОНИРОВАНИЯ № {booking_number}', { bold: true, size: 14, align: 'center' }),
    p('г. Сочи, {date}', { align: 'right' }),
    p(
      '{company} (ИНН {company_inn}, КПП {company_kpp}, адрес: {company_address}), именуемое в дальнейшем «Застройщик», с одной стороны, и {buyer_name}, телефон {buyer_phone}, именуемый(-ая) в дальнейшем «Покупатель», с другой стороны, при содействии агента {agent_name} ({agency}, телефон {agent_phone}) заключили настоящий договор о нижеследующем.',
    ),
    p('1. Предмет договора', { bold: true }),
    p(
      '1.1. Застройщик бронирует за Покупателем объект: {unit_kind} № {unit_number}, этаж {unit_floor}, площадь {unit_area} м², комнатность: {unit_rooms}, в {complex} по адресу: {address}.',
    ),
    p(
      '1.2. На срок бронирования Застройщик не предлагает объект третьим лицам и не заключает в отношении него договоров участия в долевом строительстве или купли-продажи.',
    ),
    p('2. Цена и срок бронирования', { bold: true }),
    p('2.1. Цена объекта на дату бронирования: {price_words}. Цена фиксируется на срок бронирования.'),
    p('2.2. Бронирование действует до {hold_until} включительно.'),
    p(
      '2.3. Если до окончания срока бронирования стороны не заключат основной договор, бронирование прекращается, а объект возвращается в продажу без каких-либо обязательств сторон.',
    ),
    p('3. Подписание', { bold: true }),
    p(
      '3.1. Покупатель подписывает настоящий договор простой электронной подписью — кодом из СМС, направленным на телефон {buyer_phone}. Стороны признают такой документ равнозначным документу на бумаге, подписанному собственноручно (ст. 6 Федерального закона № 63-ФЗ «Об электронной подписи»).',
    ),
    p('4. Реквизиты сторон', { bold: true }),
    {
      xml: tableXml([
        ['Застройщик', 'Покупатель'],
        ['{company}', '{buyer_name}'],
        ['Объект: {unit_kind} № {unit_number}, {complex}', 'Цена: {price}'],
        ['ИНН {company_inn}, КПП {company_kpp}', 'Телефон {buyer_phone}'],
        ['{company_address}', ''],
      ]),
    },
  ]);
}
