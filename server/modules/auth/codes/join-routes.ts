import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ERROR_CODES } from '../../../../common/errors';
import { mobilePhoneForRegion, phoneRegionOf } from '../../../../common/phone';
import { ApiError, badRequest } from '../../../http/errors';
import { errors, routeTable } from '../../../http/route';
import { translate } from '../../../i18n/messages';
import { loadIdentity } from '../identity';
import { TokenPairSchema } from '../schemas';
import { openSession } from '../sessions';
import { confirmCode, issueCode, spendConfirmedCode } from './code-store';
import { codeSent, sendAfterReply, sendCodeBySms } from './delivery';
import { CodeSentReply, JoinBody, JoinCompleteBody } from './schemas';

/**
 * A9: a client whose account was opened for them (at a sale, by an agent) signs in with a code sent to
 * their phone. The reply is the same whether or not the number has an account; only an account's phone gets an SMS,
 * after the reply, so the reply's time does not tell either.
 */
const joinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['onboarding'] });
  const sendLater = sendAfterReply(app);

  route.post(
    '/join',
    'public',
    'Join: send a sign-in code to a client’s phone (A9)',
    {
      description: 'The code rules of registration apply (10 minutes, 5 attempts, 60 s, 5 an hour per phone and per address).',
      security: [],
      body: JoinBody,
      response: { 200: CodeSentReply, ...errors(400, 429) },
    },
    async (request) => {
      const phone = mobilePhoneForRegion(request.body.phone, phoneRegionOf(request.hostname));
      if (!phone) throw badRequest({ phone: 'onboarding.phoneInvalid' });
      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .where('blocked', '=', false)
        .where(sql<boolean>`'CLIENT' = any(roles)`)
        .executeTakeFirst();
      const { codeId, code } = await issueCode(app, { purpose: 'join', target: phone, phone, userId: user?.id ?? null, ip: request.ip ?? null });
      if (user) sendLater(request.log, () => sendCodeBySms(app, phone, code, request.language));
      return codeSent(app, codeId, translate(request.language, 'onboarding.codeSent', { phone: `+${phone}` }), user ? code : null);
    },
  );

  route.post(
    '/join/complete',
    'public',
    'Join: confirm the code and sign in (A9)',
    { security: [], body: JoinCompleteBody, response: { 200: TokenPairSchema, ...errors(400, 403) } },
    async (request) => {
      const confirmed = await confirmCode(app, 'join', request.body.codeId, request.body.code.trim());
      await spendConfirmedCode(app.db, 'join', confirmed.id).execute();
      const identity = confirmed.userId ? await loadIdentity(app.db, confirmed.userId) : undefined;
      if (!identity) throw badRequest({ code: 'onboarding.codeUnknown' }, 'onboarding.codeUnknown');
      if (identity.blocked) throw new ApiError(403, 'auth.blocked', ERROR_CODES.blocked);
      return openSession(app, identity, { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });
    },
  );
};

export default joinRoutes;
