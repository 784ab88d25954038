/**
 * The signer's steps (M5): a code sent to the order's phone (the project's code store and its limits: 10 minutes,
 * 5 attempts, a new one after 60 s, 5 an hour), the signature with it, or the refusal. The code is bound to the order
 * (the last one asked for it) and spent by the signature, so it signs nothing else.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODES } from '../../../common/errors';
import { ApiError, badRequest } from '../../http/errors';
import { translate } from '../../i18n/messages';
import { confirmCode, issueCode, spendConfirmedCode } from '../auth/codes/code-store';
import { codeSent } from '../auth/codes/delivery';
import { OWNER_KIND, type SignOrderRow, assertOpen, filesOf, sha256 } from './orders';
import { renderSheet } from './sheet';

type Services = Pick<FastifyInstance, 'db' | 'files' | 'providers' | 'config'>;

const clientOf = (request: FastifyRequest) => ({ ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null });

export async function sendSignCode(app: Services, order: SignOrderRow, request: FastifyRequest) {
  assertOpen(order);
  const { codeId, code } = await issueCode(app, { purpose: 'signature', target: order.phone, phone: order.phone, userId: null, ip: request.ip ?? null });
  await app.db.updateTable('sign_orders').set({ code_id: codeId }).where('id', '=', order.id).execute();
  await app.providers.sms.send(order.phone, translate(request.language, 'signing.codeSmsText', { code }));
  return codeSent(app, codeId, translate(request.language, 'signing.codeSent', { phone: `+${order.phone}` }), code);
}

/** Confirms the code, spends it, checks every file against its hash, records the signature and writes the sheet, all or nothing. */
export async function signOrder(app: Services, order: SignOrderRow, codeId: string, code: string, request: FastifyRequest) {
  assertOpen(order);
  if (codeId !== order.code_id) throw badRequest({ code: 'onboarding.codeUnknown' }, 'onboarding.codeUnknown');
  await confirmCode(app, 'signature', codeId, code.trim());
  const { ip, userAgent } = clientOf(request);
  await app.db.transaction().execute(async (tx) => {
    const spent = await spendConfirmedCode(tx, 'signature', codeId).returning('code_hash').executeTakeFirst();
    if (!spent) throw badRequest({ code: 'onboarding.codeUsed' }, 'onboarding.codeUsed');
    const files = (await filesOf(tx, [order.id])).get(order.id) ?? [];
    for (const file of files) {
      const stored = await tx.selectFrom('files').select('data').where('id', '=', file.id).executeTakeFirstOrThrow();
      if (sha256(Buffer.from(stored.data)) !== file.sha256) throw new ApiError(409, 'signing.fileChanged', ERROR_CODES.conflict);
    }
    const signed = await tx.updateTable('sign_orders')
      .set({ status: 'APPLIED', code_hash: spent.code_hash, signed_at: sql<Date>`now()`, sign_ip: ip, sign_user_agent: userAgent })
      .where('id', '=', order.id).where('status', '=', 'SENT')
      .returning(['signed_at', 'created_at']).executeTakeFirst();
    if (!signed?.signed_at) throw new ApiError(409, 'signing.closed', ERROR_CODES.conflict);
    const sender = order.sender_id ? await tx.selectFrom('users').select('name').where('id', '=', order.sender_id).executeTakeFirst() : undefined;
    const sheet = await renderSheet({
      orderId: order.id, signer: { name: order.name, phone: order.phone }, sender: sender?.name ?? null,
      sentAt: signed.created_at, signedAt: signed.signed_at, ip, userAgent, codeHash: spent.code_hash, files,
    }, request.language);
    const stored = await tx.insertInto('files')
      .values({ owner_kind: OWNER_KIND, owner_id: order.id, original_name: `signed-${order.id.slice(0, 8)}.pdf`, mime: 'application/pdf', size: sheet.length, data: sheet })
      .returning('id').executeTakeFirstOrThrow();
    await tx.updateTable('sign_orders').set({ sheet_file_id: stored.id }).where('id', '=', order.id).execute();
  });
}

export async function declineOrder(app: Services, order: SignOrderRow, request: FastifyRequest) {
  assertOpen(order);
  const { ip, userAgent } = clientOf(request);
  const declined = await app.db.updateTable('sign_orders')
    .set({ status: 'DECLINED', declined_at: sql<Date>`now()`, sign_ip: ip, sign_user_agent: userAgent })
    .where('id', '=', order.id).where('status', '=', 'SENT').executeTakeFirst();
  if (!declined.numUpdatedRows) throw new ApiError(409, 'signing.closed', ERROR_CODES.conflict);
}
