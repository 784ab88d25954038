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
