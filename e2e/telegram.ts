// The e2e server's Telegram bot (e2e/global-setup.ts) and what a spec needs to act as Telegram towards it.
export const E2E_BOT_TOKEN = '424242:E2E-bot-token';
export const E2E_TELEGRAM_SECRET = 'e2e-telegram-secret';

export interface E2EBotCall {
  method: string;
  body: Record<string, unknown>;
}

/** What the server asked the fake Bot API so far. */
export async function botCalls(): Promise<E2EBotCall[]> {
  const res = await fetch(`${process.env.E2E_TELEGRAM_URL}/calls`);
  return (await res.json()) as E2EBotCall[];
}
