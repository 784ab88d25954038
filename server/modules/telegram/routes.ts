import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { notFound, unauthorized } from '../../http/errors';
import { requireUser } from '../../plugins/access';
import { clientOfUser } from '../payments/client-of-user';
import { linkedClientId } from '../questionnaires/scope';
import { bindChat, bindingOf, clientOfChat, refreshBinding, revokeBinding, toRecord } from './bindings';
import { named } from '../../http/named';

const TAGS = ['telegram'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const DateTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const Binding = named('TelegramBinding', Type.Object({
  id: Type.String({ format: 'uuid' }),
  token: Type.Union([Type.String(), Type.Null()], { description: 'the one-time code to give the bot; null once a chat is bound or after a revoke' }),
  active: Type.Boolean({ description: 'a chat is bound' }),
  expires_at: DateTime,
  bound_at: DateTime,
  bot: Type.Union([Type.String(), Type.Null()], { description: "the bot's username (TELEGRAM_BOT_NAME), null when none is configured" }),
}));
const Id = Type.Object({ id: Type.String({ format: 'uuid' }) });
const ChatId = Type.String({ pattern: '^-?[0-9]{1,20}$', description: "Telegram's chat id" });
const BotHeaders = Type.Object({ 'x-bot-secret': Type.Optional(Type.String({ maxLength: 200 })) });
const BOT = { access: 'public' as const };

/** K5: the client binds a telegram chat with a one-time token; the bot (holding TELEGRAM_BOT_SECRET) spends it. */
const telegramRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const record = (row: Parameters<typeof toRecord>[0]) => ({ ...toRecord(row), bot: app.config.telegramBotName ?? null });
  /** The caller's client record; a CLIENT account without one (and without a phone to make one) has no binding. */
  const clientId = async (request: FastifyRequest): Promise<string | null> => {
    const userId = requireUser(request).id;
    const linked = await linkedClientId(app.db, userId);
    if (linked) return linked;
    const user = await app.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
    return user.phone ? (await clientOfUser(app.db, userId)).id : null;
  };
  const ownClientId = async (request: FastifyRequest) => (await clientId(request)) ?? (() => { throw notFound(); })();
  const checkBot = (request: FastifyRequest) => {
    const secret = app.config.telegramBotSecret;
    if (!secret) throw notFound();
    const given = Buffer.from(String(request.headers['x-bot-secret'] ?? ''));
    const expected = Buffer.from(secret);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized('telegram.botSecret');
  };

  app.get(
    '/telegram/token',
    { config: { access: { resource: 'telegram', action: 'show' } }, schema: { tags: TAGS, summary: "The caller's binding (created with a fresh token on first call)", response: { 200: Type.Array(Binding), ...errorReplies } } },
    async (request) => {
      const id = await clientId(request);
      return id ? [record(await bindingOf(app.db, id))] : [];
    },
  );

  app.put(
    '/telegram/token/:id',
    { config: { access: { resource: 'telegram', action: 'edit' } }, schema: { tags: TAGS, summary: 'Refresh: a new token valid 24 h; the chat bound so far is unbound', params: Id, response: { 200: Binding, ...recordErrors } } },
    async (request) => record(await refreshBinding(app.db, await ownClientId(request), request.params.id)),
  );

  app.delete(
    '/telegram/token/:id',
    { config: { access: { resource: 'telegram', action: 'edit' } }, schema: { tags: TAGS, summary: 'Revoke: unbind the chat and drop the token', params: Id, response: { 200: Binding, ...recordErrors } } },
    async (request) => record(await revokeBinding(app.db, await ownClientId(request), request.params.id)),
  );

  app.post(
    '/telegram/bot/bind',
    {
      config: BOT,
      schema: {
        tags: TAGS,
        summary: "The bot binds a chat with the client's one-time token (header X-Bot-Secret); 404 when no bot is configured",
        headers: BotHeaders,
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }), chat_id: ChatId }, { additionalProperties: false }),
        response: { 200: Type.Object({ client_name: Type.String() }), ...recordErrors, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => {
      checkBot(request);
      return bindChat(app.db, request.body.token, request.body.chat_id);
    },
  );

  app.get(
    '/telegram/bot/chats/:chatId',
    {
      config: BOT,
      schema: {
        tags: TAGS,
        summary: 'The bot asks whom a chat is bound to (header X-Bot-Secret)',
        headers: BotHeaders,
        params: Type.Object({ chatId: ChatId }),
        response: { 200: Type.Object({ bound: Type.Boolean(), client_name: Type.Union([Type.String(), Type.Null()]) }), ...recordErrors },
      },
    },
    async (request) => {
      checkBot(request);
      return clientOfChat(app.db, request.params.chatId);
    },
  );
};

export default telegramRoutes;
