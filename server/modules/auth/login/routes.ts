import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CABINETS } from '../../../../common/roles';
import { errors, routeTable } from '../../../http/route';
import { TokenPairSchema } from '../schemas';
import { signIn } from './service';

/** Requests per address and minute on the sign-in route, before any database work. */
const LOGIN_REQUESTS_PER_MINUTE = 30;

const LoginBody = Type.Object({
  input: Type.String({ minLength: 1, maxLength: 255, description: 'Login, phone number or e-mail (case-insensitive)' }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  type: Type.Union(
    CABINETS.map((cabinet) => Type.Literal(cabinet)),
    { description: 'The area signed into: sales, cabinet (client) or cpa (partner)' },
  ),
});

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeTable(app, { tags: ['auth'] }).post('/login', 'public', 'Sign in (A1)', {
    description:
      'Every attempt is written to the login journal. Wrong credentials answer 401 E_INVALID_CREDENTIALS whether or not the account exists; a blocked user 403 E_USER_BLOCKED; too many failures from the address 429.',
    security: [],
    body: LoginBody,
    response: { 200: TokenPairSchema, ...errors(400, 401, 403, 429) },
  }, async (request) =>
    signIn(
      app,
      { input: request.body.input, password: request.body.password, cabinet: request.body.type },
      { ip: request.ip ?? null, host: request.host ?? null, userAgent: request.headers['user-agent'] ?? null },
    ),
  { rateLimit: { max: LOGIN_REQUESTS_PER_MINUTE, timeWindow: 60_000 } });
};

export default loginRoutes;
