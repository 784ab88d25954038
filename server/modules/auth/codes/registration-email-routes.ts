import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PROFILE_EMAIL } from '../../../../common/profile';
import { badRequest } from '../../../http/errors';
import { errors, routeTable } from '../../../http/route';
import { confirmCode } from './code-store';
import { isEmailProofOf, sendEmailProof } from './email-proof';
import { FlowTokens } from './flow-tokens';
import { registrationPhoneOf } from './registration';
import { CodeSentReply, JoinCompleteBody } from './schemas';

const EmailBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false });

/**
 * A8 with an e-mail another client record holds unproven (issue 23, finding 8): the registration proves the address
 * with a code sent to it, then finishes with the code's id (POST /auth/registration/end, emailCodeId). Both calls
 * take the registration-only token: only a person whose phone was just verified may ask for these letters.
 */
const registrationEmailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flow = new FlowTokens(app.config.jwtSecret);
  const route = routeTable(app, { tags: ['onboarding'] });
  const phoneOf = async (request: Parameters<FlowTokens['codeIdOf']>[0]) => registrationPhoneOf(app, await flow.codeIdOf(request, 'registration'));

  route.post(
    '/registration/email',
    'public',
    'Registration: send a code proving the e-mail (A8, when the finishing step answers E_EMAIL_PROOF_NEEDED)',
    {
      description: 'Authorised by the registration-only token (Bearer). The code rules of registration apply, counted by the address (10 minutes, 5 attempts, 60 s, 5 an hour per address and per caller).',
      body: EmailBody,
      response: { 200: CodeSentReply, ...errors(400, 401, 429) },
    },
    async (request) => {
      const phone = await phoneOf(request);
      const email = request.body.email.trim();
      if (!PROFILE_EMAIL.test(email)) throw badRequest({ email: 'onboarding.emailInvalid' });
      return sendEmailProof(app, { email, phone, ip: request.ip ?? null, language: request.language });
    },
  );

  route.post(
    '/registration/email/confirm',
    'public',
    'Registration: confirm the e-mail code (A8)',
    {
      description: 'Authorised by the registration-only token (Bearer); only a code this registration asked for. Then send its codeId as emailCodeId to POST /auth/registration/end within 15 minutes.',
      body: JoinCompleteBody,
      response: { 204: Type.Null({ description: 'The address is proven for this registration' }), ...errors(400, 401) },
    },
    async (request, reply) => {
      const phone = await phoneOf(request);
      const { codeId, code } = request.body;
      if (!(await isEmailProofOf(app.db, codeId, phone))) throw badRequest({ code: 'onboarding.codeUnknown' }, 'onboarding.codeUnknown');
      await confirmCode(app, 'email', codeId, code.trim());
      return reply.status(204).send(null);
    },
  );
};

export default registrationEmailRoutes;
