// The agent's messengers: WhatsApp is a Russian mobile (stored in E.164 like the login phone), Telegram a username
// (stored bare, lower case). Readers return null for what is not one; links open a chat in the app.
import { normalizePhone } from './format.ts';

const USERNAME = /^[a-z0-9_]{5,32}$/;

/** @name, name, t.me/name, https://t.me/name (or telegram.me) → name; null when it is not a username. */
export function normalizeTelegram(input: string | null | undefined): string | null {
  if (!input) return null;
  let text = input.trim().toLowerCase();
  const link = /^(?:https?:\/\/)?(?:www\.)?(?:t|telegram)\.me\/([^/?#]+)\/?(?:[?#].*)?$/.exec(text);
  if (link) text = link[1]!;
  text = text.replace(/^@/, '');
  return USERNAME.test(text) ? text : null;
}

export const normalizeWhatsapp = normalizePhone;

export const whatsappLink = (e164: string) => `https://wa.me/${e164.replace(/\D/g, '')}`;
export const telegramLink = (username: string) => `https://t.me/${username}`;
export const phoneLink = (e164: string) => `tel:${e164}`;
