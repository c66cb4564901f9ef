// The SMS login code: six digits. Zod-free, so the login screens read it without loading Zod.
export const SMS_CODE_LENGTH = 6;

const SMS_CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** The code as sent (a string or a number, spaces around it allowed), or null when it is not six digits. */
export function readSmsCode(raw: unknown): string | null {
  const code = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  return SMS_CODE.test(code) ? code : null;
}
