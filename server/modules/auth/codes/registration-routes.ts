import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mobilePhoneForRegion, phoneRegionOf } from '../../../../common/phone';
import { badRequest, conflict } from '../../../http/errors';
import { errors, routeTable } from '../../../http/route';
import { translate } from '../../../i18n/messages';
import { loadIdentity } from '../identity';
import { TokenPairSchema } from '../schemas';
import { openSession } from '../sessions';
import { issueCode, confirmCode } from './code-store';
import { codeSent, sendCodeBySms } from './delivery';
import { FlowTokens } from './flow-tokens';
import { referralPartner } from '../../storefront/referral';
import { assertRegistrationForm, completeRegistration } from './registration';
import { CodeSentReply, RegistrationBody, RegistrationEndBody, confirmStep } from './schemas';

const LIMITED = errors(400, 401, 409, 429);

/** A8: phone → SMS code → registration-only token → the account, signed in. */
const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flow = new FlowTokens(app.config.jwtSecret);
  const route = routeTable(app, { tags: ['onboarding'] });

  route.post(
    '/registration',
    'public',
    'Registration, step 1: send a code to the phone (A8)',
    {
      description: '6 digits by SMS, valid 10 minutes, 5 attempts; a new code after 60 s; 5 codes per phone and per address an hour (429). Only CLIENT registers itself.',
      security: [],
      body: RegistrationBody,
      response: { 200: CodeSentReply, ...LIMITED },
    },
    async (request) => {
      const { role, partnerId } = request.body;
      const phone = mobilePhoneForRegion(request.body.phone, phoneRegionOf(request.hostname));
      if (!phone) throw badRequest({ phone: 'onboarding.phoneInvalid' });
      if (role.toUpperCase() !== 'CLIENT') throw badRequest({ role: 'onboarding.roleNotAllowed' });
      // G11: the link's partner is only kept when it exists; a stale link never stops a registration (docs/decisions.md)
      const partner = await referralPartner(app.db, partnerId);
      if (await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()) throw conflict({ phone: 'onboarding.phoneTaken' });
      const { codeId, code } = await issueCode(app, { purpose: 'registration', target: phone, phone, userId: null, partnerId: partner?.id ?? null, ip: request.ip ?? null });
      await sendCodeBySms(app, phone, code, request.language);
      return codeSent(app, codeId, translate(request.language, 'onboarding.codeSent', { phone: `+${phone}` }), code);
    },
  );

  route.post(
    '/registration/confirm',
    'public',
    'Registration, step 2: confirm the code (A8)',
    confirmStep('Answers a registration-only token (15 minutes) that only POST /auth/registration/end accepts.'),
    async (request) => {
      const confirmed = await confirmCode(app, 'registration', request.body.codeId, request.body.code.trim());
      return flow.issue('registration', confirmed.id);
    },
  );

  for (const url of ['/registration/end', '/cabinet/registration/end']) {
    route.post(
      url,
      'public',
      url === '/registration/end' ? 'Registration, step 3: the account (A8)' : 'Registration, step 3, from the client cabinet (A8; same contract)',
      {
        description:
          'Authorised by the registration-only token (Bearer), once. Creates a CLIENT with an incomplete profile and answers its session tokens; nothing is created when anything fails. An e-mail another client record holds unproven (a seller typed it) answers 409 E_EMAIL_PROOF_NEEDED: prove it (POST /auth/registration/email) and send emailCodeId; the other record then lets go of the address.',
        body: RegistrationEndBody,
        response: { 200: TokenPairSchema, ...LIMITED },
      },
      async (request) => {
        const codeId = await flow.codeIdOf(request, 'registration');
        const { name, email, password, password_confirmation: passwordConfirmation, emailCodeId } = request.body;
        const form = { name, email, password, passwordConfirmation, emailCodeId };
        await assertRegistrationForm(form);
        const userId = await completeRegistration(app, codeId, form);
        const identity = await loadIdentity(app.db, userId);
        return openSession(app, identity!, { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });
      },
    );
  }
};

export default registrationRoutes;
