import { strict as assert } from 'node:assert';
import type { TestAccount } from './accounts';
import { baseUrl } from './environment';

async function call<T>(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/gw${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} /gw${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in through the API (A1) and returns the access token. */
export async function apiToken(account: TestAccount): Promise<string> {
  const { token } = await call<{ token: string }>('POST', '/auth/login', {
    body: { input: account.login, password: account.password, type: account.cabinet },
  });
  return token;
}

export async function userId(account: TestAccount): Promise<string> {
  const profile = await call<{ id: string | number }>('GET', '/auth/profile', { token: await apiToken(account) });
  return String(profile.id);
}

/** Blocks or unblocks a user; blocking ends their sessions and pushes the logout event (A6). */
export async function setUserBlocked(adminToken: string, id: string, blocked: boolean): Promise<void> {
  await call('POST', `/users/${encodeURIComponent(id)}/block`, { token: adminToken, body: { blocked } });
}
