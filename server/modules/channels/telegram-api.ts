// The Bot API calls the bot makes (core.telegram.org/bots/api): POST <api>/bot<token>/<method> with a JSON body,
// answered `{ok, result}` or `{ok: false, error_code, description, parameters?: {retry_after}}`.
export interface BotConfig {
  token: string;
  apiUrl: string;
}

export type BotAnswer<T> =
  | { ok: true; result: T }
  | { ok: false; status: number | null; description: string; retryAfter: number | null };

export async function callBot<T>(
  config: BotConfig,
  method: string,
  body: Record<string, unknown>,
  timeoutMs = 10_000,
): Promise<BotAnswer<T>> {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/bot${config.token}/${method}`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await res.json().catch(() => null)) as {
      ok?: boolean;
      result?: T;
      description?: string;
      parameters?: { retry_after?: number };
    } | null;
    if (res.ok && json?.ok) return { ok: true, result: json.result as T };
    return {
      ok: false,
      status: res.status,
      description: json?.description ?? `HTTP ${res.status}`,
      retryAfter: json?.parameters?.retry_after ?? null,
    };
  } catch (error) {
    return { ok: false, status: null, description: (error as Error).message, retryAfter: null };
  }
}

const usernames = new Map<string, string>();

/** The bot's @username from getMe, asked once per token. */
export async function botUsername(config: BotConfig): Promise<string | null> {
  const known = usernames.get(config.token);
  if (known) return known;
  const answer = await callBot<{ username?: string }>(config, 'getMe', {});
  if (!answer.ok || !answer.result.username) return null;
  usernames.set(config.token, answer.result.username);
  return answer.result.username;
}

/** A button may open only a public address: Telegram refuses localhost, so a development link goes in the text. */
export function buttonAllowed(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return !/^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(host);
  } catch {
    return false;
  }
}
