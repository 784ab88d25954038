import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { codeMatches } from '../../server/modules/auth/codes/code-hash';

let ipCounter = 0;
/** A fresh caller address per flow, so the per-address code limit of one test does not reach another. */
export const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** Phone numbers no seed account uses. */
let phoneCounter = 0;
export const freshPhone = () => `7916${String(1_000_000 + ++phoneCounter).slice(1).padStart(7, '0')}`;

export const post = (app: FastifyInstance, url: string, payload: object, { ip = '10.9.9.9', token, host = 'cabinet.example.test' }: { ip?: string; token?: string; host?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: `/gw${url}`,
    remoteAddress: ip,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

/** The code of the newest SMS to the phone, as the sandbox SMS provider logged it. */
export async function lastSmsCode(db: Db, phone: string): Promise<string> {
  const row = await db.selectFrom('sms_log').select('text').where('phone', '=', phone).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.text)![1];
}

/** Moves a code's clock back, as if it had been sent `seconds` earlier. */
export const ageCode = (db: Db, codeId: string, seconds: number) =>
  db
    .updateTable('auth_codes')
    .set({ created_at: sql`created_at - make_interval(secs => ${seconds})` as never, expires_at: sql<Date>`expires_at - make_interval(secs => ${seconds})` })
    .where('id', '=', codeId)
    .execute();

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * The code a recovery or join request sent by SMS after its reply (delivery.ts sendAfterReply): waits for the SMS to
 * the phone whose code is the one stored under codeId (other requests' messages may arrive in between).
 */
export async function sentSmsCode(app: FastifyInstance, phone: string, codeId: string): Promise<string> {
  const { code_hash } = await app.db.selectFrom('auth_codes').select('code_hash').where('id', '=', codeId).executeTakeFirstOrThrow();
  for (let tries = 0; tries < 100; tries++) {
    const rows = await app.db.selectFrom('sms_log').select('text').where('phone', '=', phone).orderBy('created_at', 'desc').limit(20).execute();
    const codes = rows.map((row) => /\b(\d{6})\b/.exec(row.text)?.[1]).filter((code): code is string => !!code);
    const sent = codes.find((code) => codeMatches(app.config.jwtSecret, codeId, code, code_hash));
    if (sent) return sent;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no SMS to ${phone} for code ${codeId}`);
}
