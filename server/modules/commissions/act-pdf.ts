// «Акт сверки взаиморасчётов» of one commission (pdfkit, A4, DejaVu Sans as the collection PDF): the parties with
// their requisites (the builder company; the agency, or the agent on their own), the deal, the frozen terms, the
// amounts in figures and in words, the split, the dates the commission went through, and places to sign.
import { openPdf, type PdfDoc } from '../../core/pdf.ts';
import { eq } from 'drizzle-orm';
import { formatDate, formatPrice } from '#shared/format.ts';
import { roublesInAct } from '#shared/money-words.ts';
import type { TCommission } from '#shared/schemas/commissions.ts';
import { commissionTermsText, commissionTexts } from '#shared/texts/commissions.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

const t = commissionTexts.act;
const s = commissionTexts.screen;
type Doc = PdfDoc;

interface Party {
  title: string;
  name: string;
  inn: string | null;
  kpp: string | null;
  address: string | null;
}

export interface ActModel {
  commission: TCommission;
  payer: Party;
  payee: Party;
  /** The agent by name when the payee is their agency. */
  agentName: string | null;
  printedAt: Date;
}

async function requisites(db: DbOrTx, id: number | null) {
  if (id == null) return null;
  const [row] = await db
    .select({ name: companies.name, inn: companies.inn, kpp: companies.kpp, address: companies.legalAddress })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

export async function actModel(db: DbOrTx, commission: TCommission, now: Date): Promise<ActModel> {
  const builder = await requisites(db, commission.company?.id ?? null);
  const agency = await requisites(db, commission.agency?.id ?? null);
  const agentName = commission.agent?.name ?? t.none;
  return {
    commission,
    payer: {
      title: t.payer,
      name: builder?.name ?? t.none,
      inn: builder?.inn ?? null,
      kpp: builder?.kpp ?? null,
      address: builder?.address ?? null,
    },
    payee: agency
      ? { title: t.payee, name: agency.name, inn: agency.inn, kpp: agency.kpp, address: agency.address }
      : { title: t.soloAgent, name: agentName, inn: null, kpp: null, address: null },
    agentName: agency ? agentName : null,
    printedAt: now,
  };
}

const PAGE = { width: 595.28, margin: 50 };
const WIDTH = PAGE.width - PAGE.margin * 2;

function row(doc: Doc, label: string, value: string) {
  const y = doc.y;
  doc.font('regular').fontSize(9.5).fillColor('#4b5565').text(label, PAGE.margin, y, { width: 170 });
  const labelEnd = doc.y;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#111827')
    .text(value || t.none, PAGE.margin + 180, y, {
      width: WIDTH - 180,
    });
  doc.y = Math.max(doc.y, labelEnd) + 4;
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6);
  doc.font('bold').fontSize(11.5).fillColor('#111827').text(text, PAGE.margin, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
}

function party(doc: Doc, p: Party) {
  heading(doc, p.title);
  row(doc, '', p.name);
  if (p.inn) row(doc, t.inn, p.inn);
  if (p.kpp) row(doc, t.kpp, p.kpp);
  if (p.address) row(doc, t.address, p.address);
}

export function renderAct(model: ActModel): Promise<Buffer> {
  const { commission: c } = model;
  const { doc, bytes } = openPdf({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${t.title} № ${c.id}`, Author: s.system },
  });

  doc.font('bold').fontSize(16).fillColor('#111827').text(t.title, { align: 'center', width: WIDTH });
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor('#4b5565')
    .text(fill(t.subtitle, String(c.id), formatDate(model.printedAt)), { align: 'center', width: WIDTH });

  party(doc, model.payer);
  party(doc, model.payee);
  if (model.agentName) row(doc, t.agent, model.agentName);

  heading(doc, t.deal);
  row(doc, t.complex, c.deal.objectTitle);
  row(doc, t.unit, unitLabel(c.deal.unit.kind, c.deal.unit.number, 'lead'));
  row(doc, t.buyer, c.deal.buyerName);
  const number = c.contractNumber ?? c.deal.contractNumber;
  const date = c.contractDate ?? c.deal.contractDate;
  row(doc, t.contract, number ? fill(s.contract, number, formatDate(date)) : t.none);
  row(doc, t.price, formatPrice(c.base));

  heading(doc, t.amount);
  row(doc, t.terms, commissionTermsText(c.terms, formatPrice));
  row(doc, t.amount, formatPrice(c.amount));
  row(doc, t.inWords, roublesInAct(c.amount));
  if (c.agency)
    row(
      doc,
      t.split,
      `${fill(s.split, String(c.agentShare), String(100 - c.agentShare))}: ${formatPrice(c.agentAmount)} / ${formatPrice(c.agencyAmount)}`,
    );
  row(doc, t.state, commissionTexts.state[c.state]);

  heading(doc, t.dates);
  row(doc, t.accrued, formatDate(c.accruedAt));
  row(doc, t.reconcile, formatDate(c.reconcileAt));
  row(doc, t.approved, formatDate(c.approvedAt));
  row(doc, t.paid, formatDate(c.paidAt));
  row(
    doc,
    t.paymentOrder,
    c.paymentOrder ? fill(s.paymentOrder, c.paymentOrder, formatDate(c.paidAt)) : t.none,
  );

  heading(doc, t.signs);
  const top = doc.y + 6;
  const half = WIDTH / 2 - 10;
  for (const [i, p] of [model.payer, model.payee].entries()) {
    const x = PAGE.margin + i * (half + 20);
    doc.font('regular').fontSize(9.5).fillColor('#4b5565').text(p.title, x, top, { width: half });
    doc.fillColor('#111827').text(p.name, x, doc.y + 2, { width: half });
    doc.text(t.sign, x, doc.y + 24, { width: half });
    doc.fillColor('#4b5565').text(t.stamp, x, doc.y + 4, { width: half });
  }
  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor('#4b5565')
    .text(fill(t.footer, formatDate(model.printedAt)), PAGE.margin, doc.y, { width: WIDTH });
  doc.end();
  return bytes;
}
