import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../server/modules/auth/tokens';

afterEach(() => vi.restoreAllMocks());

describe('access tokens', () => {
  it('import the signing key once, not on every sign-in and every request verified', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const tokens = new TokenService('a-secret-that-is-long-enough-for-the-test', 900);
    const user = { id: 'u1', sessionId: 's1', roles: ['ADMIN' as const], agentId: null, partnerId: null, agentType: null };
    const token = await tokens.signAccess(user);
    for (let i = 0; i < 3; i += 1) expect(await tokens.verifyAccess(token)).toEqual(user);
    expect(importKey).toHaveBeenCalledTimes(1);
    await expect(new TokenService('another-secret-that-is-long-enough-too', 900).verifyAccess(token)).rejects.toThrow();
  });
});

describe('verified tokens are remembered until they expire', () => {
  const user = { id: 'u1', sessionId: 's1', roles: ['AGENT' as const], agentId: 'a1', partnerId: 'p1', agentType: null };

  it('verifies the signature of a token once, and answers a copy the caller may change', async () => {
    const tokens = new TokenService('a-secret-that-is-long-enough-for-the-test', 900);
    const token = await tokens.signAccess(user);
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const first = await tokens.verifyAccess(token);
    first.roles.push('ADMIN');
    expect(await tokens.verifyAccess(token)).toEqual(user);
    expect(await tokens.verifyAccess(token)).toEqual(user);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once its exp has passed, and a token differing from it by one character', async () => {
    let now = Date.now();
    const tokens = new TokenService('a-secret-that-is-long-enough-for-the-test', 60, () => now);
    const token = await tokens.signAccess(user);
    await tokens.verifyAccess(token);
    const [head, payload, signature] = token.split('.');
    // the first character: all six of its bits are the signature's (the last one's low bits are padding)
    const forged = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(tokens.verifyAccess(forged)).rejects.toThrow();
    now += 59_000;
    expect(await tokens.verifyAccess(token)).toEqual(user);
    now += 2_000;
    await expect(tokens.verifyAccess(token)).rejects.toThrow();
  });
});
