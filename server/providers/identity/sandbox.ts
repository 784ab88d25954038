import type { SandboxBank } from './sandbox-bank';
import type { IdentityProvider } from './types';

export const SANDBOX_BANK_PATH = '/gw/sandbox/bank';
export const SANDBOX_CLIENT_ID = 'certificates';

/** The bank sign-in against the sandbox bank our own server plays (its page is at /gw/sandbox/bank/authorize). */
export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = 'sberbank' as const;

  constructor(readonly bank: SandboxBank, private readonly publicUrl: string) {}

  authorizeUrl({ state, codeChallenge, redirectUri }: { state: string; codeChallenge: string; redirectUri: string }): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: SANDBOX_CLIENT_ID,
      redirect_uri: redirectUri,
      scope: 'openid name phone',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${this.publicUrl}${SANDBOX_BANK_PATH}/authorize?${query}`;
  }

  /** A real bank is called over HTTPS here; the sandbox bank lives in this process, so its endpoints are called directly. */
  async exchange(request: { code: string; codeVerifier: string; redirectUri: string }) {
    const accessToken = await this.bank.token(request);
    return this.bank.userinfo(accessToken);
  }
}
