import { describe, expect, it } from 'vitest';
import { telegramLink, whatsappLink } from './messenger-links.ts';

describe('[collections-live] the agent’s «Написать» links', () => {
  it('[collections-live] reads a WhatsApp number in any usual spelling', () => {
    expect(whatsappLink('+7 (900) 111-22-33')).toBe('https://wa.me/79001112233');
    expect(whatsappLink('89001112233')).toBe('https://wa.me/79001112233');
    expect(whatsappLink('123')).toBeNull();
    expect(whatsappLink(null)).toBeNull();
  });

  it('[collections-live] reads a Telegram username, link or phone, and refuses the rest', () => {
    expect(telegramLink('@kate_realty')).toBe('https://t.me/kate_realty');
    expect(telegramLink('https://t.me/kate_realty')).toBe('https://t.me/kate_realty');
    expect(telegramLink('+7 900 111-22-33')).toBe('https://t.me/+79001112233');
    expect(telegramLink('<script>')).toBeNull();
    expect(telegramLink('')).toBeNull();
  });
});
