// A small PDF writer: pages of vector drawing, optionally with a full-page JPEG (how the demo documents carry Russian text).
export interface PdfPage {
  /** Points (1/72 inch); A4 is 595 × 842. */
  width: number;
  height: number;
  /** Content-stream operators drawn over the image. */
  drawing?: string;
  /** A baseline JPEG stretched over the page. */
  jpeg?: { data: Buffer; width: number; height: number };
}

export function buildPdf(pages: PdfPage[]): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const stream = (dict: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);

  const catalog = add('');
  const tree = add('');
  const kids: number[] = [];
  for (const page of pages) {
    let resources = '<< >>';
    let content = page.drawing ?? '';
    if (page.jpeg) {
      const image = add(
        stream(
          `/Type /XObject /Subtype /Image /Width ${page.jpeg.width} /Height ${page.jpeg.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
          page.jpeg.data,
        ),
      );
      resources = `<< /XObject << /Im0 ${image} 0 R >> >>`;
      content = `q ${page.width} 0 0 ${page.height} 0 0 cm /Im0 Do Q\n${content}`;
    }
    const contents = add(stream('', Buffer.from(content, 'latin1')));
    kids.push(
      add(
        `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources ${resources} /Contents ${contents} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${tree} 0 R >>`, 'latin1');
  objects[tree - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    'latin1',
  );

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(`${xref}\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** One A4 page with a framed rectangle: the smallest meaningful document. */
export function minimalPdf(): Buffer {
  return buildPdf([{ width: 595, height: 842, drawing: '0.2 0.4 0.7 RG 2 w 50 50 495 742 re S' }]);
}
