import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mobilePhoneForRegion, phoneRegionOf } from '../../../../common/phone';
import { badRequest, conflict } from '../../../http/errors';
import { translate } from '../../../i18n/messages';
import { loadIdentity } from '../identity';
import { ErrorReply, TokenPairSchema } from '../schemas';
import { openSession } from '../sessions';
import { issueCode, confirmCode } from './code-store';
import { sandboxCode, sendCodeBySms } from './delivery';
import { FLOW_TOKEN_TTL_SECONDS, FlowTokens } from './flow-tokens';
import { CODE_RULES } from './limits';
import { assertRegistrationForm, completeRegistration } from './registration';
import { CodeSentReply, ConfirmBody, FlowTokenReply, RegistrationBody, RegistrationEndBody } from './schemas';

const TAGS = ['onboarding'];
const LIMITED = { 400: ErrorReply, 401: ErrorReply, 409: ErrorReply, 429: ErrorReply };

/** A8: phone → SMS code → registration-only token → the account, signed in. */
const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flow = new FlowTokens(app.config.jwtSecret);

  app.post(
    '/registration',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Registration, step 1: send a code to the phone (A8)',
        description: '6 digits by SMS, valid 10 minutes, 5 attempts; a new code after 60 s; 5 codes per phone and per address an hour (429). Only CLIENT registers itself.',
        security: [],
        body: RegistrationBody,
        response: { 200: CodeSentReply, ...LIMITED },
      },
    },
    async (request) => {
      const { role, partnerId } = request.body;
      const phone = mobilePhoneForRegion(request.body.phone, phoneRegionOf(request.hostname));
      if (!phone) throw badRequest({ phone: 'onboarding.phoneInvalid' });
      if (role.toUpperCase() !== 'CLIENT') throw badRequest({ role: 'onboarding.roleNotAllowed' });
      if (partnerId && !(await app.db.selectFrom('partners').select('id').where('id', '=', partnerId).executeTakeFirst()))
        throw badRequest({ partnerId: 'onboarding.partnerUnknown' });
      if (await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()) throw conflict({ phone: 'onboarding.phoneTaken' });
      const { codeId, code } = await issueCode(app, { purpose: 'registration', target: phone, phone, userId: null, partnerId, ip: request.ip ?? null });
      await sendCodeBySms(app, phone, code, request.language);
      const message = translate(request.language, 'onboarding.codeSent', { phone: `+${phone}` });
      return { codeId, message, resendAfter: CODE_RULES.resendSeconds, ...sandboxCode(app, code) };
    },
  );

  app.post(
    '/registration/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Registration, step 2: confirm the code (A8)',
        description: 'Answers a registration-only token (15 minutes) that only POST /auth/registration/end accepts.',
        security: [],
        body: ConfirmBody,
        response: { 200: FlowTokenReply, 400: ErrorReply },
      },
    },
    async (request) => {
      const confirmed = await confirmCode(app, 'registration', request.body.codeId, request.body.code.trim());
      return { token: await flow.sign('registration', confirmed.id), expiresIn: FLOW_TOKEN_TTL_SECONDS };
    },
  );

  for (const url of ['/registration/end', '/cabinet/registration/end']) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: url === '/registration/end' ? 'Registration, step 3: the account (A8)' : 'Registration, step 3, from the client cabinet (A8; same contract)',
          description: 'Authorised by the registration-only token (Bearer), once. Creates a CLIENT with an incomplete profile and answers its session tokens; nothing is created when anything fails.',
          body: RegistrationEndBody,
          response: { 200: TokenPairSchema, ...LIMITED },
        },
      },
      async (request) => {
        const codeId = await flow.codeIdOf(request, 'registration');
        const { name, email, password, password_confirmation: passwordConfirmation } = request.body;
        const form = { name, email, password, passwordConfirmation };
        await assertRegistrationForm(form);
        const userId = await completeRegistration(app, codeId, form);
        const identity = await loadIdentity(app.db, userId);
        return openSession(app, identity!, { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });
      },
    );
  }
};

export default registrationRoutes;
