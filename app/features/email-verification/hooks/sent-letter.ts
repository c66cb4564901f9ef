// The letter waiting to be opened: the address and when another may be sent. Survives a reload of the tab.
export interface SentLetter {
  email: string;
  /** ms since epoch. */
  resendAt: number;
}

const KEY = 'kvartal.verifyEmail';

export function readSentLetter(): SentLetter | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SentLetter> | null;
    return value && typeof value.email === 'string' && typeof value.resendAt === 'number'
      ? (value as SentLetter)
      : null;
  } catch {
    return null;
  }
}

export function saveSentLetter(letter: SentLetter | null): void {
  try {
    if (letter) sessionStorage.setItem(KEY, JSON.stringify(letter));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* the page keeps its own state */
  }
}
