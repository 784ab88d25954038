import { type Transaction, sql } from 'kysely';
import { ERROR_CODES } from '../../../common/errors';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { secondsUntilBelow } from '../../db/sliding-window';
import type { MessageKey } from '../../i18n/messages';

/** Messages allowed in a sliding window (decision D5/limits): per certificate for the client, per sender for the staff member. */
export const MESSAGE_LIMITS = {
  certificate: { max: 3, windowSeconds: 15 * 60, message: 'payments.tooManyForCertificate' },
  sender: { max: 30, windowSeconds: 60 * 60, message: 'payments.tooManyForSender' },
} as const satisfies Record<string, { max: number; windowSeconds: number; message: MessageKey }>;

export interface MessageSend {
  channel: 'sms' | 'email';
  certificateId: string | null;
  senderId: string | null;
}

type Scope = keyof typeof MESSAGE_LIMITS;
const COLUMN = { certificate: 'certificate_id', sender: 'sender_id' } as const;

/** Seconds until the limit-th newest send in the window leaves it, or 0 when below the limit. */
async function secondsToWait(db: Db | Transaction<DB>, scope: Scope, id: string): Promise<number> {
  const { max, windowSeconds } = MESSAGE_LIMITS[scope];
  return secondsUntilBelow(db, 'message_sends', COLUMN[scope], id, max, windowSeconds);
}

/** 429 in the error contract, the wait in minutes in the text and in seconds for Retry-After. */
async function assertBelow(db: Db | Transaction<DB>, send: Omit<MessageSend, 'channel'>): Promise<void> {
  const scopes: [Scope, string | null][] = [['certificate', send.certificateId], ['sender', send.senderId]];
  for (const [scope, id] of scopes) {
    const seconds = id ? await secondsToWait(db, scope, id) : 0;
    if (seconds) throw new ApiError(429, MESSAGE_LIMITS[scope].message, ERROR_CODES.tooManyRequests, undefined, { seconds, minutes: Math.ceil(seconds / 60) });
  }
}

/** A sender over its limit is refused before anything is done for it (e.g. before a sale whose bill it asked to send). */
export const assertSenderMaySend = (db: Db, senderId: string) => assertBelow(db, { certificateId: null, senderId });

/**
 * Counts a message against both limits or refuses it (429). The check and the count are one transaction
 * holding advisory locks on the certificate and the sender, so concurrent sends from several server
 * processes on one database cannot both pass the last free place.
 */
export async function reserveMessage(db: Db, send: MessageSend): Promise<void> {
  await db.transaction().execute((tx) => reserveMessageIn(tx, send));
}

/** reserveMessage within a transaction of the caller's (a declared create's), which then holds the locks until it commits. */
export async function reserveMessageIn(tx: Db | Transaction<DB>, send: MessageSend): Promise<void> {
  for (const key of [send.certificateId && `message:certificate:${send.certificateId}`, send.senderId && `message:sender:${send.senderId}`]) {
    if (key) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
  }
  await assertBelow(tx, send);
  await tx.insertInto('message_sends').values({ channel: send.channel, certificate_id: send.certificateId, sender_id: send.senderId }).execute();
}
