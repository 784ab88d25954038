import { type Static, Type } from 'typebox';
import { MAX_PER_PAGE } from '../../../common/errors';
import { listReply } from '../../http/list';
import { literals, named } from '../../http/named';
import { CHAT_FILES_PER_MESSAGE } from './files';

export const MESSAGE_MAX_LENGTH = 4000;
/** A thread's page: the newest messages first read, older ones by the `before` cursor (keyset on `seq`). */
export const MESSAGE_PAGE_SIZE = 50;

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ChatFile = named(
  'ChatFile',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String({ description: 'The display name; its ending is the one the content proved' }),
    extension: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
  }),
);

export const ChatMessage = named(
  'ChatMessage',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    text: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    author: Type.Object({ id: Type.String({ format: 'uuid' }), firstname: Type.String() }),
    files: Type.Array(ChatFile),
    consultationId: Type.String({ format: 'uuid' }),
    isOperator: Type.Boolean({ description: 'Written by the back office (an admin answering)' }),
  }),
);

export const Consultation = named(
  'Consultation',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    line: literals(['CONSULTATION', 'SUPPORT'] as const),
    status: literals(['OPEN', 'CLOSED'] as const, { description: "CLOSED, otherwise in progress ('В работе')" }),
    createdAt: Type.String({ format: 'date-time' }),
    lastMessageAt: Type.String({ format: 'date-time' }),
    category: Type.Union([Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }), Type.Null()]),
    answered: Type.Boolean({ description: 'The last message is the back office’s' }),
    unread: Type.Boolean({ description: 'The other side wrote since the caller last opened the thread' }),
    author: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), phone: nullable(Type.String()), email: nullable(Type.String()), clientId: nullable(Type.String({ description: 'The client card’s id (consultations)' })) }),
    messages: Type.Array(ChatMessage, { description: 'The last message only (the card’s preview); the thread is read by its messages call' }),
  }),
);

export const ConsultationList = listReply(Consultation);

export const MessagePage = named(
  'ChatMessagePage',
  Type.Object({
    data: Type.Array(ChatMessage, { description: 'Oldest first' }),
    before: nullable(Type.String({ description: 'Cursor of the older page (pass as `before`); null at the thread’s start' })),
  }),
);

const messageFields = {
  text: Type.String({ maxLength: MESSAGE_MAX_LENGTH, description: 'Required (O4); trimmed' }),
  key: Type.Optional(Type.String({ minLength: 8, maxLength: 100, description: 'Idempotency key: a retried send with the same key is stored once' })),
  files: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: CHAT_FILES_PER_MESSAGE, uniqueItems: true, description: 'Uploaded files’ ids' })),
};

export const MessageBody = named('ChatMessageBody', Type.Object(messageFields, { additionalProperties: false }));
export const ConsultationBody = named(
  'ConsultationBody',
  Type.Object(
    {
      categoryId: Type.String({ format: 'uuid' }),
      clientId: Type.Optional(Type.String({ format: 'uuid', description: 'ADMIN only: the client the consultation is opened for' })),
      ...messageFields,
    },
    { additionalProperties: false },
  ),
);
export const SupportBody = named('SupportBody', Type.Object(messageFields, { additionalProperties: false }));
export const SupportMessageBody = named(
  'SupportMessageBody',
  Type.Object({ supportId: Type.String({ format: 'uuid' }), ...messageFields }, { additionalProperties: false }),
);

export const ThreadId = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const ThreadFileId = Type.Object({ id: Type.String({ format: 'uuid' }), fileId: Type.String({ format: 'uuid' }) });

export const ThreadListQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, default: 1 }),
    perPage: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: 25 }),
    status: Type.Optional(literals(['OPEN', 'CLOSED'] as const)),
    categoryId: Type.Optional(Type.String({ format: 'uuid' })),
    answered: Type.Optional(Type.Boolean()),
    authorId: Type.Optional(Type.String({ format: 'uuid', description: 'ADMIN: one client’s (or agent’s) threads' })),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'ADMIN: the author’s name or phone contains it' })),
  },
  { additionalProperties: false },
);

export const MessagePageQuery = Type.Object(
  {
    before: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', description: 'The `before` cursor of a page read earlier' })),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: MESSAGE_PAGE_SIZE }),
  },
  { additionalProperties: false },
);
export const SupportMessagesQuery = Type.Object(
  { supportId: Type.String({ format: 'uuid' }), ...MessagePageQuery.properties },
  { additionalProperties: false },
);

export const Unread = named('ChatUnread', Type.Object({ count: Type.Integer({ minimum: 0, description: 'Threads with messages the caller has not read' }) }));
export const ChatCategory = named('ChatCategory', Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }));

export type ChatMessageRecord = Static<typeof ChatMessage>;
export type ConsultationRecord = Static<typeof Consultation>;
export type ThreadFilters = Static<typeof ThreadListQuery>;
export type NewMessage = Static<typeof MessageBody>;
