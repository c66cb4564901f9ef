// Dates on a legal document are Moscow's whatever the server's zone: the agreement's date, the signing time.
import { agreementTexts } from '#shared/texts/agreements.ts';

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const time = (second?: '2-digit') =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    hour: '2-digit',
    minute: '2-digit',
    second,
    hourCycle: 'h23',
  });
const timeFormat = time('2-digit');
const minuteFormat = time();

/** 05.12.2026 */
export const moscowDate = (at: Date) => dateFormat.format(at);

/** 05.12.2026, 14:05:33 МСК */
export const moscowDateTime = (at: Date) =>
  `${dateFormat.format(at)}, ${timeFormat.format(at)} ${agreementTexts.pdf.moscow}`;

/** 05.12.2026, 14:05 МСК */
export const moscowDateMinute = (at: Date) =>
  `${dateFormat.format(at)}, ${minuteFormat.format(at)} ${agreementTexts.pdf.moscow}`;
