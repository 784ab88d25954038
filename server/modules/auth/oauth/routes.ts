import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { ERROR_CODES } from '../../../../common/errors';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { challengeOf, newVerifier } from '../../../providers/identity/pkce';
import { IdentityError } from '../../../providers/identity/types';
import { loadIdentity } from '../identity';
import { ErrorReply, TokenPairSchema } from '../schemas';
import { openSession } from '../sessions';
import { BrowserBinding } from './browser-binding';
import { userForBankPerson } from './link';

const TAGS = ['onboarding'];
const REQUEST_TTL_SECONDS = 600;
/** Where the bank sends the browser back (the client cabinet's /oauth/sberbank page). */
export const bankRedirectUri = (publicUrl: string) => `${publicUrl}/cabinet/oauth/sberbank`;

const AuthorizeReply = Type.Object({
  url: Type.String({ description: "The bank's authorisation page to open" }),
  state: Type.String({ description: 'Kept by the page and compared when the bank sends the browser back' }),
});
const ExchangeBody = Type.Object(
  { authCode: Type.String({ minLength: 1, maxLength: 512 }), state: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);

/**
 * A7: sign-in with the bank, OAuth 2.0 authorisation code with PKCE; the server keeps the verifier, the starting
 * browser a cookie the exchange needs (browser-binding.ts). Cookies are parsed on these two routes only.
 */
const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyCookie);
  const binding = new BrowserBinding(`${app.prefix}/oauth/sberbank`, app.config.publicUrl.startsWith('https:'), REQUEST_TTL_SECONDS);
  const provider = () => {
    if (!app.providers.identity) throw notFound('onboarding.oauthUnavailable');
    return app.providers.identity;
  };

  /** Why no pending request matched: a live state without this browser's cookie stays unused, so the browser that started it may still finish. */
  const refusalOf = async (state: string, bankName: string) => {
    const live = await app.db
      .selectFrom('oauth_requests')
      .select('state')
      .where('state', '=', state)
      .where('provider', '=', bankName)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return live ? 'onboarding.oauthBrowser' : 'onboarding.oauthState';
  };

  app.get(
    '/oauth/sberbank/authorize',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: TAGS, summary: 'Bank sign-in, step 1: where to send the browser (A7)', security: [], response: { 200: AuthorizeReply, 404: ErrorReply, 429: ErrorReply } },
    },
    async (_request, reply) => {
      const bank = provider();
      const state = newVerifier();
      const verifier = newVerifier();
      const browserHash = binding.bind(reply, state);
      await app.db
        .insertInto('oauth_requests')
        .values({ state, provider: bank.name, code_verifier: verifier, browser_hash: browserHash, expires_at: sql<Date>`now() + make_interval(secs => ${REQUEST_TTL_SECONDS})` })
        .execute();
      return { url: bank.authorizeUrl({ state, codeChallenge: challengeOf(verifier), redirectUri: bankRedirectUri(app.config.publicUrl) }), state };
    },
  );

  app.post(
    '/oauth/sberbank',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: TAGS,
        summary: 'Bank sign-in, step 2: exchange the code (A7)',
        description:
          "state must be one this server issued, unused and under 10 minutes old, and the request must carry the cookie the authorize step set in the same browser (400 on state otherwise, the state kept for that browser); the code is exchanged once with the PKCE verifier. Links a client by the verified phone or creates one.",
        security: [],
        body: ExchangeBody,
        response: { 200: TokenPairSchema, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const bank = provider();
      const { state } = request.body;
      const browserHash = binding.hashIn(request, state);
      const pending = browserHash
        ? await app.db
            .updateTable('oauth_requests')
            .set({ used_at: sql<Date>`now()` })
            .where('state', '=', state)
            .where('provider', '=', bank.name)
            .where('used_at', 'is', null)
            .where('expires_at', '>', sql<Date>`now()`)
            .where('browser_hash', '=', browserHash)
            .returning('code_verifier')
            .executeTakeFirst()
        : undefined;
      if (!pending) {
        const key = await refusalOf(state, bank.name);
        throw badRequest({ state: key }, key);
      }
      binding.clear(reply, state);
      const person = await bank
        .exchange({ code: request.body.authCode, codeVerifier: pending.code_verifier, redirectUri: bankRedirectUri(app.config.publicUrl) })
        .catch((error: unknown) => {
          if (error instanceof IdentityError) throw badRequest({ authCode: 'onboarding.oauthCode' }, 'onboarding.oauthCode');
          throw error;
        });
      if (!person.phone || !person.phoneVerified) throw badRequest({ authCode: 'onboarding.oauthPhoneUnverified' }, 'onboarding.oauthPhoneUnverified');
      const identity = await loadIdentity(app.db, await userForBankPerson(app.db, bank.name, person));
      if (!identity || identity.blocked) throw new ApiError(403, 'auth.blocked', ERROR_CODES.blocked);
      return openSession(app, identity, { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });
    },
  );
};

export default oauthRoutes;
