import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ERROR_CODES } from '../../../../common/errors';
import { badRequest, unauthorized } from '../../../http/errors';
import { translate } from '../../../i18n/messages';
import { findIdentityByInput } from '../identity';
import { hashPassword } from '../passwords';
import { assertPasswordAllowed } from '../password-policy';
import { ErrorReply, MessageSchema } from '../schemas';
import { revokeSessions } from '../sessions';
import { confirmCode, issueCode } from './code-store';
import { sandboxCode, sendCodeByEmail, sendCodeBySms } from './delivery';
import { FLOW_TOKEN_TTL_SECONDS, FlowTokens } from './flow-tokens';
import { CODE_RULES } from './limits';
import { CodeSentReply, ConfirmBody, FlowTokenReply, NewPasswordBody, RestoreBody } from './schemas';

const TAGS = ['onboarding'];

/** A10: the account by phone or e-mail → a code by SMS and/or e-mail → a recovery-only token → the new password, once. */
const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flow = new FlowTokens(app.config.jwtSecret);

  app.post(
    '/security/restore',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Recovery, step 1: send a code (A10)',
        description: 'login is the phone or e-mail of the account; the code goes by SMS and/or e-mail. The reply does not tell whether the account exists.',
        security: [],
        body: RestoreBody,
        response: { 200: CodeSentReply, 400: ErrorReply, 429: ErrorReply },
      },
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
      const message = translate(request.language, 'onboarding.codeSentAny');
      return { codeId, message, resendAfter: CODE_RULES.resendSeconds, ...sandboxCode(app, sent ? code : null) };
    },
  );

  app.post(
    '/security/remind',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Recovery, step 2: confirm the code (A10)',
        description: 'Answers a recovery-only token (15 minutes) that only POST /auth/security/password/new accepts, once.',
        security: [],
        body: ConfirmBody,
        response: { 200: FlowTokenReply, 400: ErrorReply },
      },
    },
    async (request) => {
      const confirmed = await confirmCode(app, 'recovery', request.body.codeId, request.body.code.trim());
      if (!confirmed.userId) throw badRequest({ code: 'onboarding.codeUnknown' }, 'onboarding.codeUnknown');
      return { token: await flow.sign('recovery', confirmed.id), expiresIn: FLOW_TOKEN_TTL_SECONDS };
    },
  );

  app.post(
    '/security/password/new',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Recovery, step 3: the new password (A10)',
        description: 'Authorised by the recovery-only token (Bearer), once; every session of the account ends.',
        body: NewPasswordBody,
        response: { 200: MessageSchema, 400: ErrorReply, 401: ErrorReply },
      },
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
        const spent = await tx
          .updateTable('auth_codes')
          .set({ used_at: sql<Date>`now()` })
          .where('id', '=', codeId)
          .where('purpose', '=', 'recovery')
          .where('confirmed_at', 'is not', null)
          .where('used_at', 'is', null)
          .returning('user_id')
          .executeTakeFirst();
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
