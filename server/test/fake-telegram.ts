// A local fake of the Telegram Bot API's documented subset (getMe, sendMessage, setWebhook, deleteWebhook, getUpdates):
// POST /bot<token>/<method> with a JSON body; anything else, a wrong token or a malformed body is a 400/401/404 as
// Telegram answers. Every call is recorded for the test to check its shape.
import { listenLocally, readBody } from './listen.ts';

export interface BotCall {
  method: string;
  token: string;
  body: Record<string, unknown>;
}

export interface FakeTelegram {
  url: string;
  token: string;
  username: string;
  calls: BotCall[];
  sent(): {
    chat_id: string | number;
    text: string;
    reply_markup?: { inline_keyboard: { text: string; url: string }[][] };
  }[];
  /** Updates the next getUpdates answers (those with update_id ≥ offset). */
  updates: Record<string, unknown>[];
  /** The next sendMessage calls to this chat answer this error. */
  failChat: Map<string, { code: number; description: string }>;
  close(): Promise<void>;
}

export async function startFakeTelegram(
  token = '123456:TEST-token',
  username = 'kvartal_test_bot',
): Promise<FakeTelegram> {
  const fake: Omit<FakeTelegram, 'url' | 'close'> = {
    token,
    username,
    calls: [],
    updates: [],
    failChat: new Map(),
    sent: () =>
      fake.calls
        .filter((c) => c.method === 'sendMessage')
        .map((c) => c.body as ReturnType<FakeTelegram['sent']>[number]),
  };
  const local = await listenLocally(async (req, res) => {
    const raw = (await readBody(req)).toString('utf8');
    const answer = (code: number, body: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (code: number, description: string) =>
      answer(code, { ok: false, error_code: code, description });
    // Not Telegram's: an end-to-end spec in another process reads what the bot was asked.
    if (req.method === 'GET' && req.url === '/calls') return answer(200, fake.calls);
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return error(404, 'Not Found');
    if (match[1] !== token) return error(401, 'Unauthorized');
    if (!/application\/json/.test(req.headers['content-type'] ?? ''))
      return error(400, 'Bad Request: no JSON');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw || '{}') as Record<string, unknown>;
    } catch {
      return error(400, 'Bad Request: invalid JSON');
    }
    const method = match[2]!;
    fake.calls.push({ method, token: match[1]!, body });
    switch (method) {
      case 'getMe':
        return answer(200, {
          ok: true,
          result: { id: 123456, is_bot: true, first_name: 'Квартал', username },
        });
      case 'sendMessage': {
        if (
          body.chat_id == null ||
          typeof body.text !== 'string' ||
          body.text.length === 0 ||
          body.text.length > 4096
        )
          return error(400, 'Bad Request: message text is empty');
        const failure = fake.failChat.get(String(body.chat_id));
        if (failure) return error(failure.code, failure.description);
        return answer(200, {
          ok: true,
          result: { message_id: fake.calls.length, chat: { id: body.chat_id } },
        });
      }
      case 'setWebhook':
        if (typeof body.url !== 'string' || !body.url.startsWith('https://'))
          return error(400, 'Bad Request: bad webhook');
        return answer(200, { ok: true, result: true, description: 'Webhook was set' });
      case 'deleteWebhook':
        return answer(200, { ok: true, result: true });
      case 'getUpdates': {
        const offset = typeof body.offset === 'number' ? body.offset : 0;
        return answer(200, {
          ok: true,
          result: fake.updates.filter((u) => (u.update_id as number) >= offset),
        });
      }
      default:
        return error(404, 'Not Found: method not found');
    }
  });
  return {
    ...fake,
    url: local.origin,
    close: local.close,
  } as FakeTelegram;
}
