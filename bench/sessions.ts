import type { Cabinet } from '../common/roles';
import { DEMO_PASSWORD } from '../server/db/seed/accounts';
import type { SessionTokens } from './spa/browser';

/** Signs a demo account in through the API, as the SPA's login page does. */
export async function signIn(baseUrl: string, login: string, cabinet: Cabinet): Promise<SessionTokens> {
  const response = await fetch(`${baseUrl}/gw/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: login, password: DEMO_PASSWORD, type: cabinet }),
  });
  if (!response.ok) throw new Error(`sign-in of ${login} answered ${response.status}: ${await response.text()}`);
  const { token, refreshToken } = (await response.json()) as SessionTokens;
  return { token, refreshToken };
}
