/** A person as the bank vouches for them after an OAuth 2.0 sign-in (A7). */
export interface BankPerson {
  /** The bank's stable id of the person. */
  subject: string;
  /** 11 digits, as the database keeps phones. */
  phone: string | null;
  phoneVerified: boolean;
  name: string;
}

/**
 * An OpenID-style identity provider driven by the authorisation code flow with PKCE (RFC 7636).
 * A real bank's implementation calls its token and userinfo endpoints over HTTPS; the sandbox's is in ./sandbox.
 */
export interface IdentityProvider {
  readonly name: 'sberbank';
  authorizeUrl(request: { state: string; codeChallenge: string; redirectUri: string }): string;
  /** Throws IdentityError when the code is unknown, spent, expired, or the verifier or redirect does not match. */
  exchange(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<BankPerson>;
}

export class IdentityError extends Error {}
