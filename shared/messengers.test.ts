import { describe, expect, it } from 'vitest';
import { normalizeTelegram, normalizeWhatsapp, telegramLink, whatsappLink } from './messengers.ts';

describe('[profile] messengers', () => {
  it('reads a Telegram username from @name, a bare name or a t.me link', () => {
    for (const input of [
      '@Agent_Sochi',
      'agent_sochi',
      'https://t.me/agent_sochi',
      't.me/Agent_Sochi/',
      'telegram.me/agent_sochi',
    ]) {
      expect(normalizeTelegram(input), input).toBe('agent_sochi');
    }
    for (const input of [
      '@abc',
      'x'.repeat(33),
      'имя_агента',
      'agent-sochi',
      'https://example.com/agent_sochi',
      '',
      null,
    ]) {
      expect(normalizeTelegram(input), String(input)).toBeNull();
    }
  });

  it('reads WhatsApp like the login phone and builds chat links', () => {
    expect(normalizeWhatsapp('8 (918) 123-45-67')).toBe('+79181234567');
    expect(normalizeWhatsapp('+1 555 0100')).toBeNull();
    expect(whatsappLink('+79181234567')).toBe('https://wa.me/79181234567');
    expect(telegramLink('agent_sochi')).toBe('https://t.me/agent_sochi');
  });
});
