// The phone waiting for its code between auth_home and auth_code, with the server's timings as deadlines.
// Kept in sessionStorage so a reload of /code keeps it; gone with the tab.
import type { TCodeResponse } from '#shared/schemas/user.ts';

export interface PendingLogin {
  phone: string;
  /** ms since epoch: another code may be asked for from then on. */
  resendAt: number;
  /** ms since epoch: the code stops working. */
  expiresAt: number;
  /** The consent edition the person ticked on auth_home; the login sends it (absent: ticked nowhere). */
  consentVersion?: string;
}

const KEY = 'kvartal.login';
let memory: PendingLogin | null = null;

export function pendingFromResponse(phone: string, response: TCodeResponse, now = Date.now()): PendingLogin {
  return { phone, resendAt: now + response.resendIn * 1000, expiresAt: now + response.expiresIn * 1000 };
}

export function savePendingLogin(pending: PendingLogin): void {
  memory = pending;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    /* the in-memory copy serves this page's life */
  }
}

export function readPendingLogin(): PendingLogin | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw) {
      const value = JSON.parse(raw) as Partial<PendingLogin>;
      if (
        typeof value.phone === 'string' &&
        typeof value.resendAt === 'number' &&
        typeof value.expiresAt === 'number'
      ) {
        return {
          phone: value.phone,
          resendAt: value.resendAt,
          expiresAt: value.expiresAt,
          ...(typeof value.consentVersion === 'string' ? { consentVersion: value.consentVersion } : {}),
        };
      }
    }
  } catch {
    /* fall back to memory */
  }
  return memory;
}

export function clearPendingLogin(): void {
  memory = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}
