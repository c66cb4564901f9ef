// Reads what the `log` SMS and mail providers wrote to the e2e server's log (pino JSON lines, or plain lines).
import { open, stat } from 'node:fs/promises';
import { serverLog } from './paths.ts';

/** The messages of complete lines: pino's `msg` when the line is JSON, the line itself otherwise. */
export function logMessages(text: string): string[] {
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: unknown };
        return typeof entry.msg === 'string' ? entry.msg : line;
      } catch {
        return line;
      }
    });
}

const digits = (phone: string) => {
  const d = phone.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('8') ? `7${d.slice(1)}` : d.length === 10 ? `7${d}` : d;
};

/** The code in the newest `SMS to <phone>: …` message, matching the phone whatever its formatting. */
export function findSmsCode(messages: readonly string[], phone: string): string | null {
  const wanted = digits(phone);
  for (const message of [...messages].reverse()) {
    const match = /SMS to ([+\d\s()-]+):\s*([\s\S]*)/.exec(message);
    if (!match || digits(match[1]) !== wanted) continue;
    const code = /(?<!\d)(\d{4,8})(?!\d)/.exec(match[2]);
    if (code) return code[1];
  }
  return null;
}

/** The first link in the newest `Mail to <email>: subject\ntext` message. */
export function findEmailLink(messages: readonly string[], email: string): string | null {
  const wanted = email.trim().toLowerCase();
  for (const message of [...messages].reverse()) {
    const match = /Mail to ([^\s:]+@[^\s:]+):\s*([\s\S]*)/.exec(message);
    if (!match || match[1].toLowerCase() !== wanted) continue;
    const link = /https?:\/\/[^\s"'<>)]+/.exec(match[2]);
    if (link) return link[0].replace(/[.,;]+$/, '');
  }
  return null;
}

/** The log's size now: pass it as `since` to read only what comes after. */
export async function logOffset(file = serverLog()): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

export async function readLogSince(since: number, file = serverLog()): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.max(0, size - since));
    await handle.read(buffer, 0, buffer.length, since);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Polls the log until `find` returns something, or fails with what was looked for. */
export async function pollLog<T>(
  what: string,
  since: number,
  find: (messages: string[]) => T | null,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find(logMessages(await readLogSince(since)));
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`No ${what} in ${serverLog()} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
