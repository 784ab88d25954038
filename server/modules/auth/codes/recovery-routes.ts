import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_CODES } from '../../../../common/errors';
import { badRequest, unauthorized } from '../../../http/errors';
import { errors, routeTable } from '../../../http/route';
import { translate } from '../../../i18n/messages';
import { findIdentityByInput } from '../identity';
import { hashPassword } from '../passwords';
import { assertPasswordAllowed } from '../password-policy';
import { MessageSchema } from '../schemas';
import { revokeSessions } from '../sessions';
import { confirmCode, issueCode, spendConfirmedCode } from './code-store';
import { codeSent, sendCodeByEmail, sendCodeBySms } from './delivery';
import { FlowTokens } from './flow-tokens';
import { CodeSentReply, NewPasswordBody, RestoreBody, confirmStep } from './schemas';

/** A10: the account by phone or e-mail → a code by SMS and/or e-mail → a recovery-only token → the new password, once. */
const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flow = new FlowTokens(app.config.jwtSecret);
  const route = routeTable(app, { tags: ['onboarding'] });

  route.post(
    '/security/restore',
    'public',
    'Recovery, step 1: send a code (A10)',
    {
      description: 'login is the phone or e-mail of the account; the code goes by SMS and/or e-mail. The reply does not tell whether the account exists.',
      security: [],
      body: RestoreBody,
      response: { 200: CodeSentReply, ...errors(400, 429) },
    },
    async (request) => {
      const { login, sendSms, sendEmail } = request.body;
      if (!sendSms && !sendEmail) throw badRequest({ sendSms: 'onboarding.channelRequired' });
      const input = login.trim();
      const found = await findIdentityByInput(app.db, input);
      const identity = found && !found.blocked ? found : undefined;
      const target = identity?.id ?? input.toLowerCase();
      const { codeId, code } = await issueCode(app, { purpose: 'recovery', target, phone: identity?.phone ?? null, userId: identity?.id ?? null, ip: request.ip ?? null });
      let sent = false;
      if (identity?.phone && sendSms) {
        await sendCodeBySms(app, identity.phone, code, request.language);
        sent = true;
      }
      if (identity?.email && sendEmail) {
        await sendCodeByEmail(app, identity.email, code, request.language);
        sent = true;
      }
      return codeSent(app, codeId, translate(request.language, 'onboarding.codeSentAny'), sent ? code : null);
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
