// The builder's payables for the accountant: CSV as Russian Excel opens it (UTF-8 with a BOM, «;» between fields,
// CRLF lines), integer roubles, dates as дд.мм.гггг; a field with «;», a quote or a line break is quoted.
import { formatDate, formatPrice } from '#shared/format.ts';
import type { TCommission } from '#shared/schemas/commissions.ts';
import { commissionTermsText, commissionTexts as t } from '#shared/texts/commissions.ts';
import { unitLabel } from '#shared/texts/units.ts';

/** One field: quoted when it holds the separator, a quote or a line break; a leading =+-@ is defused for Excel. */
export function csvField(value: string | number | null | undefined): string {
  if (value == null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | null | undefined)[]) =>
  fields.map(csvField).join(';');

export function commissionsCsv(
  items: readonly (TCommission & { month: string | null; agencyInn: string | null })[],
): string {
  const lines = [csvLine(t.csv.columns)];
  for (const c of items) {
    lines.push(
      csvLine([
        c.id,
        c.month,
        c.deal.objectTitle,
        unitLabel(c.deal.unit.kind, c.deal.unit.number, 'lead'),
        c.deal.buyerName,
        c.deal.price,
        commissionTermsText(c.terms, formatPrice),
        c.amount,
        c.agentAmount,
        c.agencyAmount,
        c.agent?.name ?? null,
        c.agency?.name ?? t.screen.noAgency,
        c.agencyInn,
        t.state[c.state],
        c.contractNumber ?? c.deal.contractNumber,
        formatDate(c.contractDate ?? c.deal.contractDate),
        formatDate(c.approvedAt),
        c.paymentOrder,
        formatDate(c.paidAt),
      ]),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
