import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../../http/errors';
import { SANDBOX_CLIENT_ID, type SandboxIdentityProvider } from '../../../providers/identity/sandbox';
import { IdentityError } from '../../../providers/identity/types';
import { bankRedirectUri } from './routes';
import { renderSandboxBankPage } from './sandbox-bank-page';

const TAGS = ['sandbox'];
const ErrorReply = Type.Ref('ErrorBody');
const AuthorizeQuery = Type.Object({
  response_type: Type.Literal('code'),
  client_id: Type.Literal(SANDBOX_CLIENT_ID),
  redirect_uri: Type.String({ maxLength: 500 }),
  state: Type.String({ minLength: 1, maxLength: 128 }),
  code_challenge: Type.String({ minLength: 43, maxLength: 128 }),
  code_challenge_method: Type.Literal('S256'),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
});
const ApproveQuery = Type.Intersect([AuthorizeQuery, Type.Object({ person: Type.String({ maxLength: 64 }) })]);
const TokenBody = Type.Object({
  grant_type: Type.Literal('authorization_code'),
  code: Type.String({ minLength: 1, maxLength: 512 }),
  redirect_uri: Type.String({ maxLength: 500 }),
  code_verifier: Type.String({ minLength: 43, maxLength: 128 }),
  client_id: Type.Literal(SANDBOX_CLIENT_ID),
});
const Person = Type.Object({ sub: Type.String(), name: Type.String(), phone_number: Type.Union([Type.String(), Type.Null()]), phone_number_verified: Type.Boolean() });

/** The sandbox bank (A7), served by our server in demo mode: authorise page, token and userinfo endpoints. */
const sandboxBankRoutes = (identity: SandboxIdentityProvider): FastifyPluginAsyncTypebox => async (app) => {
  const { bank } = identity;
  // the only redirect registered for our client, as a bank would require
  const assertRedirect = (uri: string) => {
    if (uri !== bankRedirectUri(app.config.publicUrl)) throw badRequest({ redirect_uri: 'sandbox.bank.invalid' }, 'sandbox.bank.invalid');
  };

  app.get(
    '/authorize',
    { config: { access: 'public' }, schema: { tags: TAGS, summary: 'Sandbox bank: the sign-in page (HTML)', querystring: AuthorizeQuery, response: { 200: Type.String(), 400: ErrorReply } } },
    async (request, reply) => {
      assertRedirect(request.query.redirect_uri);
      return reply.type('text/html; charset=utf-8').send(renderSandboxBankPage(request.query as Record<string, string>, request.language));
    },
  );

  app.get(
    '/approve',
    { config: { access: 'public' }, schema: { tags: TAGS, summary: 'Sandbox bank: the person approves; back to the client with code and state', querystring: ApproveQuery, response: { 302: Type.Null(), 400: ErrorReply } } },
    async (request, reply) => {
      const { redirect_uri: redirectUri, state, code_challenge: codeChallenge, person } = request.query;
      assertRedirect(redirectUri);
      if (!bank.person(person)) throw badRequest({ person: 'sandbox.bank.invalid' }, 'sandbox.bank.invalid');
      const code = await bank.issueCode({ subject: person, redirectUri, codeChallenge });
      return reply.redirect(`${redirectUri}?${new URLSearchParams({ code, state })}`, 302);
    },
  );

  app.post(
    '/token',
    { config: { access: 'public' }, schema: { tags: TAGS, summary: 'Sandbox bank: the token endpoint', body: TokenBody, response: { 200: Type.Object({ access_token: Type.String(), token_type: Type.Literal('Bearer') }), 400: ErrorReply } } },
    async (request) => {
      const { code, code_verifier: codeVerifier, redirect_uri: redirectUri } = request.body;
      try {
        return { access_token: await bank.token({ code, codeVerifier, redirectUri }), token_type: 'Bearer' as const };
      } catch (error) {
        if (error instanceof IdentityError) throw badRequest({ code: 'onboarding.oauthCode' }, 'onboarding.oauthCode');
        throw error;
      }
    },
  );

  app.get(
    '/userinfo',
    { config: { access: 'public' }, schema: { tags: TAGS, summary: 'Sandbox bank: the person behind an access token', response: { 200: Person, 400: ErrorReply } } },
    async (request) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      // 400 rather than RFC 6750's 401: on /gw a 401 means our own session is missing (the client would refresh it)
      const person = await bank.userinfo(token).catch(() => {
        throw badRequest({ authorization: 'sandbox.bank.invalid' }, 'sandbox.bank.invalid');
      });
      return { sub: person.subject, name: person.name, phone_number: person.phone, phone_number_verified: person.phoneVerified };
    },
  );
};

export default sandboxBankRoutes;
