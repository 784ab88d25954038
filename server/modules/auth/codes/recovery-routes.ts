import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_CODES } from '../../../../common/errors';
import { badRequest, unauthorized } from '../../../http/errors';
import { errors, routeTable } from '../../../http/route';
import { translate } from '../../../i18n/messages';
import { signInNameOf } from '../../../../common/login';
import { findIdentityByInput } from '../identity';
import { isOwnAddress } from '../login/journal';
import { hashPassword } from '../passwords';
import { assertPasswordAllowed } from '../password-policy';
import { MessageSchema } from '../schemas';
import { revokeSessions } from '../sessions';
import { confirmCode, issueCode, spendConfirmedCode } from './code-store';
import { codeSent, sendAfterReply, sendCodeByEmail, sendCodeBySms } from './delivery';
import { FlowTokens } from './flow-tokens';
import { CodeSentReply, NewPasswordBody, RestoreBody, confirmStep } from './schemas';

/** A10: the account by phone or e-mail → a code by SMS and/or e-mail → a recovery-only token → the new password, once. */
const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flow = new FlowTokens(app.config.jwtSecret);
  const sendLater = sendAfterReply(app);
  const route = routeTable(app, { tags: ['onboarding'] });

  route.post(
    '/security/restore',
    'public',
    'Recovery, step 1: send a code (A10)',
    {
      description:
        'login is the phone, e-mail or login of the account; the code goes by SMS and/or e-mail after the reply. The reply, its time and its limits do not tell whether the account exists: 60 s and 5 codes an hour per normalised input (a phone in any form, an e-mail in any case) and 5 per address; an address the account signed in from lately has its own 5 for the input.',
      security: [],
      body: RestoreBody,
      response: { 200: CodeSentReply, ...errors(400, 429) },
    },
    async (request) => {
      const { login, sendSms, sendEmail } = request.body;
      if (!sendSms && !sendEmail) throw badRequest({ sendSms: 'onboarding.channelRequired' });
      // the same steps whether or not the account exists: the lookup, the address check, a code stored within the
      // limits of the normalised input and the address; the messages go after the reply (sendAfterReply)
      const found = await findIdentityByInput(app.db, login);
      const identity = found && !found.blocked ? found : undefined;
      const ip = request.ip ?? null;
      const ownAddress = await isOwnAddress(app.db, identity?.id ?? null, ip);
      const { codeId, code } = await issueCode(app, {
        purpose: 'recovery',
        target: signInNameOf(login).key,
        phone: identity?.phone ?? null,
        userId: identity?.id ?? null,
        ip,
        limits: { ownAddress, targetLimitKey: 'onboarding.tooManyForInput' },
      });
      const phone = sendSms ? identity?.phone : null;
      const email = sendEmail ? identity?.email : null;
      if (phone) sendLater(request.log, () => sendCodeBySms(app, phone, code, request.language));
      if (email) sendLater(request.log, () => sendCodeByEmail(app, email, code, request.language));
      return codeSent(app, codeId, translate(request.language, 'onboarding.codeSentAny'), phone || email ? code : null);
    },
  );

  route.post(
    '/security/remind',
    'public',
    'Recovery, step 2: confirm the code (A10)',
    confirmStep('Answers a recovery-only token (15 minutes) that only POST /auth/security/password/new accepts, once.'),
    async (request) => {
      const confirmed = await confirmCode(app, 'recovery', request.body.codeId, request.body.code.trim());
      if (!confirmed.userId) throw badRequest({ code: 'onboarding.codeUnknown' }, 'onboarding.codeUnknown');
      return flow.issue('recovery', confirmed.id);
    },
  );

  route.post(
    '/security/password/new',
    'public',
    'Recovery, step 3: the new password (A10)',
    {
      description: 'Authorised by the recovery-only token (Bearer), once; every session of the account ends.',
      body: NewPasswordBody,
      response: { 200: MessageSchema, ...errors(400, 401) },
    },
    async (request) => {
      const codeId = await flow.codeIdOf(request, 'recovery');
      const { password, password_confirmation: confirmation } = request.body;
      if (confirmation !== undefined && confirmation !== password) throw badRequest({ password_confirmation: 'onboarding.passwordMismatch' });
      const code = await app.db.selectFrom('auth_codes').innerJoin('users', 'users.id', 'auth_codes.user_id').select(['users.roles']).where('auth_codes.id', '=', codeId).executeTakeFirst();
      if (!code) throw unauthorized('onboarding.flowTokenInvalid', ERROR_CODES.invalidJwt);
      const staff = code.roles.some((role) => role !== 'CLIENT');
      await assertPasswordAllowed(password, { staff });
      const passwordHash = await hashPassword(password);
      const userId = await app.db.transaction().execute(async (tx) => {
        const spent = await spendConfirmedCode(tx, 'recovery', codeId).returning('user_id').executeTakeFirst();
        if (!spent?.user_id) return null;
        await tx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', spent.user_id).execute();
        return spent.user_id;
      });
      if (!userId) throw unauthorized('onboarding.flowTokenInvalid', ERROR_CODES.invalidJwt);
      await revokeSessions(app, { userId }, 'password_recovered');
      return { message: translate(request.language, 'auth.passwordChanged') };
    },
  );
};

export default recoveryRoutes;
