import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { type Language, translate } from '../../../i18n/messages';
import { isCodeId, issueCode, spendConfirmedCode } from './code-store';
import { codeSent } from './delivery';
import { FLOW_TOKEN_TTL_SECONDS } from './flow-tokens';

type ProofServices = Pick<FastifyInstance, 'db' | 'config' | 'providers'>;

/**
 * Issue 23, finding 8: a registration proves the e-mail it gives with a code sent to that address (purpose 'email',
 * counted by the lower-case address), kept with the registration's verified phone so that only that registration
 * can spend it. Proving an address proves the mailbox, not the person behind another record's phone.
 */
export async function sendEmailProof(app: ProofServices, request: { email: string; phone: string; ip: string | null; language: Language }) {
  const { codeId, code } = await issueCode(app, { purpose: 'email', target: request.email.toLowerCase(), phone: request.phone, userId: null, ip: request.ip, limits: { targetLimitKey: 'onboarding.tooManyForEmail' } });
  await app.providers.email.send({
    to: request.email,
    subject: translate(request.language, 'onboarding.emailProofSubject'),
    body: translate(request.language, 'onboarding.emailProofText', { code }),
  });
  return codeSent(app, codeId, translate(request.language, 'onboarding.emailCodeSent', { email: request.email }), code);
}

/** Whether the code is a proof of this address for this phone's registration: refuses another registration's code. */
export async function isEmailProofOf(db: Db, codeId: string, phone: string): Promise<boolean> {
  if (!isCodeId(codeId)) return false;
  const row = await db.selectFrom('auth_codes').select('phone').where('id', '=', codeId).where('purpose', '=', 'email').executeTakeFirst();
  return row?.phone === phone;
}

/** Spends the confirmed proof of the address for this phone, confirmed within the flow's 15 minutes; false when there is none. */
export async function spendEmailProof(db: Db, codeId: string, email: string, phone: string): Promise<boolean> {
  if (!isCodeId(codeId)) return false;
  const spent = await spendConfirmedCode(db, 'email', codeId)
    .where('target', '=', email.toLowerCase())
    .where('phone', '=', phone)
    .where('confirmed_at', '>', sql<Date>`now() - make_interval(secs => ${FLOW_TOKEN_TTL_SECONDS})`)
    .returning('id')
    .executeTakeFirst();
  return !!spent;
}
