// The documents of a demo complex: a project declaration and a permit (PDF), a site plan (PNG),
// a price list of the units on sale (XLSX) and a sample contract (DOCX).
import sharp from 'sharp';
import { CellStatus, HouseClass, Layout } from '#shared/enums.ts';
import { formatQuarter } from '#shared/format.ts';
import type { ComplexPlan } from './complex-plan.ts';
import type { BuilderData } from './content/companies.ts';
import { buildPdf } from './files/pdf.ts';
import { docxDocument, xlsxWorkbook } from './files/office.ts';
import { PAGE_HEIGHT, PAGE_WIDTH, renderDocumentPage, renderSitePlan } from './pictures/drawings.ts';
import { rasterize } from './pictures/render.ts';
import type { Random } from './random.ts';

export interface DemoDocument {
  fileName: string;
  data: Buffer;
  createdAt?: Date;
}

const DEMO_NOTE = 'Демонстрационный документ сервиса «Квартал»: сведения вымышлены.';

async function pdfPage(page: Parameters<typeof renderDocumentPage>[0], pictures: boolean): Promise<Buffer> {
  if (!pictures) {
    // Without rendering: a framed A4 page, still a valid PDF.
    return buildPdf([
      { width: 595, height: 842, drawing: '0.11 0.31 0.54 RG 3 w 40 40 515 762 re S 40 760 m 555 760 l S' },
    ]);
  }
  const jpeg = await sharp(Buffer.from(renderDocumentPage(page)))
    .jpeg({ quality: 80 })
    .toBuffer();
  return buildPdf([
    { width: 595, height: 842, jpeg: { data: jpeg, width: PAGE_WIDTH, height: PAGE_HEIGHT } },
  ]);
}

function priceList(plan: ComplexPlan): Buffer {
  const rows: (string | number | null)[][] = [
    ['Корпус', 'Секция', 'Этаж', '№', 'Планировка', 'Площадь, м²', 'Цена, ₽', 'Цена за м², ₽', 'Статус'],
  ];
  for (const pavilion of plan.spec.pavilions ?? []) {
    for (const section of pavilion.sections) {
      for (const cell of section.grid.cells) {
        if (
          cell.disabled ||
          !cell.price ||
          (cell.status !== CellStatus.sale && cell.status !== CellStatus.assignment)
        ) {
          continue;
        }
        const row = section.grid.rows[cell.bbox[2] - 1];
        rows.push([
          pavilion.name,
          section.name,
          row?.name ? Number(row.name) : null,
          cell.number ?? '',
          cell.cntApart ? Layout.title(cell.cntApart) : 'Нежилое / машино-место',
          cell.area ?? null,
          cell.price,
          cell.squarePrice ?? null,
          CellStatus.title(cell.status),
        ]);
      }
    }
  }
  return xlsxWorkbook('Прайс-лист', rows);
}

function contract(plan: ComplexPlan, builder: BuilderData): Buffer {
  const ready = plan.spec.object.isFinished;
  return docxDocument([
    {
      text: ready
        ? 'ДОГОВОР КУПЛИ-ПРОДАЖИ КВАРТИРЫ (образец)'
        : 'ДОГОВОР УЧАСТИЯ В ДОЛЕВОМ СТРОИТЕЛЬСТВЕ (образец)',
      bold: true,
      size: 14,
    },
    { text: `г. Сочи` },
    {
      text: `${builder.name}, именуемое в дальнейшем «Застройщик», и гражданин(ка) РФ, именуемый(ая) в дальнейшем «Участник», заключили настоящий договор о нижеследующем.`,
    },
    { text: '1. Предмет договора', bold: true },
    {
      text: `1.1. Застройщик обязуется построить ${plan.data.title} по адресу: ${plan.spec.object.address} и передать Участнику квартиру, указанную в приложении № 1.`,
    },
    { text: `1.2. Срок передачи квартиры: ${formatQuarter(plan.spec.object.dateBuild ?? null)}.` },
    { text: '2. Цена договора и порядок расчётов', bold: true },
    {
      text: '2.1. Цена договора определяется как произведение площади квартиры на стоимость одного квадратного метра.',
    },
    {
      text: ready
        ? '2.2. Оплата производится через аккредитив.'
        : '2.2. Оплата производится с использованием счёта эскроу.',
    },
    { text: DEMO_NOTE },
  ]);
}

export async function demoDocuments(
  rng: Random,
  plan: ComplexPlan,
  builder: BuilderData,
  pictures: boolean,
): Promise<DemoDocument[]> {
  const o = plan.spec.object;
  const facts: [string, string][] = [
    ['Застройщик', builder.name],
    ['Адрес', o.address ?? ''],
    ['Класс', HouseClass.title(o.houseClass ?? null)],
    ['Этажность', String(plan.look.floors)],
    ['Срок сдачи', formatQuarter(o.dateBuild ?? null)],
    ['Корпусов', String(plan.spec.pavilions?.length ?? 0)],
  ];
  const page = (title: string, paragraphs: string[]) => ({
    organisation: builder.name,
    title,
    subtitle: plan.data.title,
    facts,
    paragraphs,
    footer: DEMO_NOTE,
  });
  const docs: DemoDocument[] = [
    {
      fileName: 'Проектная декларация.pdf',
      data: await pdfPage(
        page('Проектная декларация', [
          'Настоящая проектная декларация содержит информацию о застройщике и о проекте строительства многоквартирных домов, указанных выше.',
          'Привлечение денежных средств участников долевого строительства осуществляется с использованием счетов эскроу в соответствии с 214-ФЗ.',
          `Земельный участок принадлежит застройщику на праве собственности. Проектом предусмотрено ${plan.spec.pavilions?.length ?? 1} корп.`,
        ]),
        pictures,
      ),
    },
  ];
  const extras: (() => Promise<DemoDocument>)[] = [
    async () => ({
      fileName: o.isFinished ? 'Разрешение на ввод в эксплуатацию.pdf' : 'Разрешение на строительство.pdf',
      data: await pdfPage(
        page(o.isFinished ? 'Разрешение на ввод объекта в эксплуатацию' : 'Разрешение на строительство', [
          `Администрация муниципального образования городской округ город-курорт Сочи разрешает ${o.isFinished ? 'ввод в эксплуатацию' : 'строительство'} объекта капитального строительства «${plan.data.title}».`,
          `Номер разрешения: 23-RU23309000-${rng.int(1000, 9999)}-${new Date(o.createdAt ?? Date.now()).getUTCFullYear()}.`,
        ]),
        pictures,
      ),
    }),
    async () => ({ fileName: 'Прайс-лист.xlsx', data: priceList(plan) }),
    async () => ({ fileName: 'Договор (образец).docx', data: contract(plan, builder) }),
  ];
  if (pictures) {
    const names = (plan.spec.pavilions ?? []).map((p) => p.name);
    extras.push(async () => ({
      fileName: 'Генплан.png',
      data: await rasterize(
        renderSitePlan(rng.fork(`site-${plan.data.slug}`), plan.data.title, names),
        'png',
      ),
    }));
  }
  for (const make of rng.sample(extras, rng.int(1, 3))) docs.push(await make());
  const created = o.createdAt ?? new Date();
  return docs.map((d, i) => ({ ...d, createdAt: new Date(created.getTime() + (i + 1) * 3_600_000) }));
}
