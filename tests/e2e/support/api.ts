import { strict as assert } from 'node:assert';
import type { TestAccount } from './accounts';
import { baseUrl } from './environment';

interface CallOptions {
  token?: string;
  body?: unknown;
}

/** A /gw call's status and parsed body, whatever the status. */
export async function apiResponse<T>(method: string, path: string, { token, body }: CallOptions = {}): Promise<{ status: number; body: T; text: string }> {
  const response = await fetch(`${baseUrl()}/gw${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, text };
}

/** A /gw call that must succeed. */
export async function apiCall<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const { status, body, text } = await apiResponse<T>(method, path, options);
  assert.ok(status >= 200 && status < 300, `${method} /gw${path} answered ${status}: ${text}`);
  return body;
}

/** Signs in through the API (A1) and returns the access token. */
export async function apiToken(account: TestAccount): Promise<string> {
  const { token } = await apiCall<{ token: string }>('POST', '/auth/login', {
    body: { input: account.login, password: account.password, type: account.cabinet },
  });
  return token;
}

export async function userId(account: TestAccount): Promise<string> {
  const profile = await apiCall<{ id: string | number }>('GET', '/auth/profile', { token: await apiToken(account) });
  return String(profile.id);
}

/** Blocks or unblocks a user; blocking ends their sessions and pushes the logout event (A6). */
export async function setUserBlocked(adminToken: string, id: string, blocked: boolean): Promise<void> {
  await apiCall('POST', `/users/${encodeURIComponent(id)}/block`, { token: adminToken, body: { blocked } });
}
