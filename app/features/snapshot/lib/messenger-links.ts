// «Написать» links from the agent's profile: WhatsApp takes a phone number (digits only), Telegram a username (with
// or without @, or a t.me link) or a phone number. Anything unreadable gives no link rather than a broken one.
export function whatsappLink(value: string | null): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  if (digits.length < 10 || digits.length > 15) return null;
  // A Russian number typed with a leading 8 is +7.
  const international = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
  return `https://wa.me/${international}`;
}

export function telegramLink(value: string | null): string | null {
  const raw = value?.trim() ?? '';
  if (!raw) return null;
  const handle = raw.replace(/^(https?:\/\/)?(t\.me|telegram\.me)\//i, '').replace(/^@/, '');
  if (/^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(handle)) return `https://t.me/${handle}`;
  const digits = raw.replace(/\D/g, '');
  if (/^\+?[\d\s()-]+$/.test(raw) && digits.length >= 10 && digits.length <= 15) {
    return `https://t.me/+${digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits}`;
  }
  return null;
}
