// ₽/м² and months as «Рынок» writes them.
import { formatMonth, formatPrice } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { marketTexts } from '#shared/texts/market.ts';

/** 185 000 ₽/м² */
export const perMeter = (value: number | null | undefined) =>
  value == null ? '—' : fill(marketTexts.perMeter, formatPrice(value));

/** 2026-03 → the first of that month in unix seconds (local time, as the chart's axis shows it). */
export const monthSeconds = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return Math.floor(new Date(year!, m! - 1, 1).getTime() / 1000);
};

/** 2026-03 → «март 2026 г.» */
export const monthTitle = (month: string) => formatMonth(monthSeconds(month) * 1000);
