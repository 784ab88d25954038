/**
 * K5 sandbox bot: plays the telegram bot's side against /gw, as the real bot would after Telegram delivers
 * `/start <token>` from a chat. Used by tests (with any transport) and by hand:
 *
 *   TELEGRAM_BOT_SECRET=… npx tsx tools/sandbox-telegram-bot.ts http://localhost:8080 <chat id> /start <token>
 *   TELEGRAM_BOT_SECRET=… npx tsx tools/sandbox-telegram-bot.ts http://localhost:8080 <chat id> /whoami
 */

export interface BotReply {
  status: number;
  body: unknown;
}

/** How the bot reaches the server: fetch by default, app.inject in server tests. */
export type BotTransport = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) => Promise<BotReply>;

export const fetchTransport =
  (baseUrl: string): BotTransport =>
  async (method, path, headers, body) => {
    const response = await fetch(new URL(`/gw${path}`, baseUrl), {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };

/** What the bot would answer in the chat for a message; the server's replies decide it. */
export function createSandboxBot(secret: string, transport: BotTransport) {
  const headers = { 'x-bot-secret': secret };
  return {
    /** `/start <token>`: spend the client's one-time token to bind this chat. */
    start: (chatId: string, token: string) => transport('POST', '/telegram/bot/bind', headers, { token, chat_id: chatId }),
    /** Whom this chat speaks for. */
    whoami: (chatId: string) => transport('GET', `/telegram/bot/chats/${encodeURIComponent(chatId)}`, headers),
    /** One incoming message as Telegram would deliver it. */
    async handle(chatId: string, text: string): Promise<BotReply> {
      const [command, argument] = text.trim().split(/\s+/, 2);
      if (command === '/start' && argument) return this.start(chatId, argument);
      return this.whoami(chatId);
    },
  };
}

async function main() {
  const [baseUrl, chatId, ...words] = process.argv.slice(2);
  const secret = process.env.TELEGRAM_BOT_SECRET;
  if (!baseUrl || !chatId || !secret) {
    process.stderr.write('usage: TELEGRAM_BOT_SECRET=… tsx tools/sandbox-telegram-bot.ts <base url> <chat id> [/start <token> | /whoami]\n');
    process.exit(2);
  }
  const reply = await createSandboxBot(secret, fetchTransport(baseUrl)).handle(chatId, words.join(' ') || '/whoami');
  process.stdout.write(`${JSON.stringify(reply)}\n`);
  process.exit(reply.status < 400 ? 0 : 1);
}

if (process.argv[1]?.endsWith('sandbox-telegram-bot.ts')) void main();
