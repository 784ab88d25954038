import type { FastifyPluginAsync } from 'fastify';
import { registerRateLimit } from '../../http/rate-limit';
import loginRoutes from './login/routes';
import profileRoutes from './profile/routes';
import sessionRoutes from './session-routes';
import joinRoutes from './codes/join-routes';
import recoveryRoutes from './codes/recovery-routes';
import registrationEmailRoutes from './codes/registration-email-routes';
import registrationRoutes from './codes/registration-routes';
import oauthRoutes from './oauth/routes';
import sandboxBankRoutes from './oauth/sandbox-bank-routes';
import { SandboxIdentityProvider } from '../../providers/identity/sandbox';

/** Sign-in, sessions and the profile, under /gw/auth; the login journal is declared (common/resources/journal.ts). */
const authModule: FastifyPluginAsync = async (app) => {
  // Per-process request caps on the unauthenticated routes; the login journal adds per-account limits.
  await registerRateLimit(app);
  for (const routes of [loginRoutes, sessionRoutes, profileRoutes, registrationRoutes, registrationEmailRoutes, joinRoutes, recoveryRoutes, oauthRoutes]) await app.register(routes, { prefix: '/auth' });
  const { identity } = app.providers;
  if (identity instanceof SandboxIdentityProvider) await app.register(sandboxBankRoutes(identity), { prefix: '/sandbox/bank' });
};

export default authModule;
