import { strict as assert } from 'node:assert';
import { request as httpRequest } from 'node:http';
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

let otherAddress = 1;

/**
 * A /gw POST that must succeed, sent from another loopback address (127.0.0.2, .3, …) when the app runs
 * on 127.0.0.1: a fixture's own phone-code flow then leaves the per-address code limit (5 an hour, A8)
 * to the flows the browser walks. Elsewhere it is a plain call.
 */
export async function apiPostFromOtherAddress<T>(path: string, { token, body }: CallOptions): Promise<T> {
  const url = new URL(`${baseUrl()}/gw${path}`);
  if (url.hostname !== '127.0.0.1') return apiCall<T>('POST', path, { token, body });
  otherAddress = (otherAddress % 250) + 1;
  const payload = JSON.stringify(body ?? {});
  const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers, localAddress: `127.0.0.${otherAddress}` }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(payload);
  });
  assert.ok(status >= 200 && status < 300, `POST /gw${path} answered ${status}: ${text}`);
  return JSON.parse(text) as T;
}
