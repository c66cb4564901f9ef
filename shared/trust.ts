// The complex's trust card (issue 28): what the builder states about the buyer's money and the project's papers,
// each part checked by a moderator against the official sources before the complex page shows it as «Проверено».
import { isValidInn } from './companies.ts';

/**
 * Banks that open escrow accounts for shared construction (214-FZ, art. 15.4), as the builder picks them. The ids are
 * stored: never reuse or renumber one; a bank that stops is kept and marked `retired`.
 */
export const ESCROW_BANKS = [
  { id: 1, name: 'Сбербанк' },
  { id: 2, name: 'ВТБ' },
  { id: 3, name: 'Банк ДОМ.РФ' },
  { id: 4, name: 'Альфа-Банк' },
  { id: 5, name: 'Газпромбанк' },
  { id: 6, name: 'Россельхозбанк' },
  { id: 7, name: 'Промсвязьбанк' },
  { id: 8, name: 'Совкомбанк' },
  { id: 9, name: 'Банк «Открытие»' },
  { id: 10, name: 'Райффайзенбанк' },
  { id: 11, name: 'Московский кредитный банк' },
  { id: 12, name: 'Банк «Санкт-Петербург»' },
  { id: 13, name: 'Абсолют Банк' },
  { id: 14, name: 'Банк «Россия»' },
  { id: 15, name: 'Банк «Центр-инвест»' },
  { id: 16, name: 'Банк «Кубань Кредит»' },
  { id: 17, name: 'Банк «Уралсиб»' },
  { id: 18, name: 'МТС Банк' },
] as const satisfies readonly { id: number; name: string }[];

export const escrowBankName = (id: number | null | undefined): string | null =>
  ESCROW_BANKS.find((bank) => bank.id === id)?.name ?? null;

/** The parts a moderator checks one by one. */
export const TRUST_FIELDS = ['escrowBank', 'declaration', 'permit', 'fz214', 'developerInn'] as const;
export type TTrustField = (typeof TRUST_FIELDS)[number];

/** A part's check: waiting for a moderator, confirmed, or refused with a reason the builder reads. */
export const TRUST_STATES = ['pending', 'verified', 'refused'] as const;
export type TTrustState = (typeof TRUST_STATES)[number];

/** The single registry of project declarations and permits (ЕИСЖС): наш.дом.рф, also as punycode. */
export const NASH_DOM_HOSTS = ['наш.дом.рф', 'xn--80az8a.xn--d1aqf.xn--p1ai'] as const;

export const TRUST_LIMITS = { urlLength: 500, refuseReason: { min: 5, max: 500 } } as const;

/** Whether a link leads to наш.дом.рф over https (the URL parser gives the host as punycode). */
export function isNashDomUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const host = url.hostname.replace(/^www\./, '');
  return url.protocol === 'https:' && (NASH_DOM_HOSTS as readonly string[]).includes(host);
}

/** A developer is a legal entity: its INN has 10 digits with a valid check digit. */
export const isDeveloperInn = (value: string): boolean => /^\d{10}$/.test(value) && isValidInn(value);

/** What the builder states (null: not stated). */
export interface TTrustStatement {
  escrowBankId: number | null;
  declarationUrl: string | null;
  permitUrl: string | null;
  fz214: boolean;
  developerInn: string | null;
}

export interface TTrustCheck {
  field: TTrustField;
  state: TTrustState;
  reason: string | null;
  /** When it was checked (verified or refused); null while pending. */
  checkedAt: string | null;
}

/** Whether the statement says anything for a field: an unstated field has nothing to check. */
export function fieldStated(statement: TTrustStatement, field: TTrustField): boolean {
  switch (field) {
    case 'escrowBank':
      return statement.escrowBankId !== null;
    case 'declaration':
      return statement.declarationUrl !== null;
    case 'permit':
      return statement.permitUrl !== null;
    case 'fz214':
      return statement.fz214;
    case 'developerInn':
      return statement.developerInn !== null;
  }
}
