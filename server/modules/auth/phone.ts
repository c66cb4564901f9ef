// Phones arrive as people type them and are kept in E.164; anything that is not a Russian mobile is a 422.
import { normalizePhone } from '#shared/format.ts';
import { authTexts } from '#shared/texts/auth.ts';
import { invalid } from '../../errors.ts';

export function readPhone(raw: string, field = 'phone'): string {
  const phone = normalizePhone(raw);
  if (!phone) throw invalid(field, authTexts.phoneInvalid);
  return phone;
}
