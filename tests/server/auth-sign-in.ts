import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';

export interface SignInOptions {
  password?: string;
  type?: 'sales' | 'cabinet' | 'cpa';
  /** The caller's address (the peer's: the test app trusts no proxy). */
  ip?: string;
}

/** POST /gw/auth/login as a browser would send it. */
export function postLogin(app: FastifyInstance, input: string, { password = DEMO_PASSWORD, type = 'sales', ip = '10.0.0.1' }: SignInOptions = {}) {
  return app.inject({
    method: 'POST',
    url: '/gw/auth/login',
    remoteAddress: ip,
    headers: { host: 'sales.example.test' },
    payload: { input, password, type },
  });
}

export interface Tokens {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

/** Signs in through the login route and returns the tokens (throws unless 200). */
export async function signIn(app: FastifyInstance, input: string, options?: SignInOptions): Promise<Tokens> {
  const res = await postLogin(app, input, options);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${input} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
