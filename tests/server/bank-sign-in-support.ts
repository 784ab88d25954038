import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post } from './onboarding-support';

export interface StartedBankSignIn {
  state: string;
  /** The bank's authorisation page the browser is sent to. */
  url: URL;
  /** The Set-Cookie header the start answered, as the browser received it. */
  setCookie: string;
  /** What the starting browser sends back: the cookie's name=value. */
  cookie: string;
}

/** A7 step 1 as the SPA's browser makes it: where to go, and the cookie that binds the flow to this browser. */
export async function startBankSignIn(app: FastifyInstance): Promise<StartedBankSignIn> {
  const res = await app.inject({ method: 'GET', url: '/gw/auth/oauth/sberbank/authorize' });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return { state: res.json().state, url: new URL(res.json().url), setCookie, cookie: setCookie.split(';')[0] };
}

/** The sandbox bank's approval as the person: the code and state it sends the browser back with. */
export async function approveAtBank(app: FastifyInstance, url: URL, person: string): Promise<URLSearchParams> {
  const query = new URLSearchParams(url.search);
  query.set('person', person);
  const res = await app.inject({ method: 'GET', url: `/gw/sandbox/bank/approve?${query}` });
  expect(res.statusCode, res.body).toBe(302);
  return new URL(res.headers.location as string).searchParams;
}

/** A7 step 2, the exchange, from a browser holding `cookie` (none: another browser). */
export const exchangeBankCode = (app: FastifyInstance, payload: { authCode: string; state: string }, cookie?: string) =>
  cookie
    ? app.inject({ method: 'POST', url: '/gw/auth/oauth/sberbank', remoteAddress: '10.9.9.9', headers: { host: 'cabinet.example.test', cookie }, payload })
    : post(app, '/auth/oauth/sberbank', payload);

/** The whole sign-in in one browser; answers the exchange's reply. */
export async function signInWithBank(app: FastifyInstance, person: string) {
  const started = await startBankSignIn(app);
  const back = await approveAtBank(app, started.url, person);
  return exchangeBankCode(app, { authCode: back.get('code')!, state: started.state }, started.cookie);
}
