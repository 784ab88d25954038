import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AgentType, Role } from '../../../common/roles';

/** Who is calling, as carried by the access token. */
export interface RequestUser {
  id: string;
  sessionId: string;
  roles: Role[];
  agentId: string | null;
  partnerId: string | null;
  agentType: AgentType | null;
}

const ISSUER = 'certificates-gw';
/** Tokens remembered as verified; past it the least recently used is verified again on its next use. */
const VERIFIED_TOKENS = 10_000;

/** A caller's own copy of a remembered user, which it may change without changing the next caller's. */
const copyOf = (user: RequestUser): RequestUser => ({ ...user, roles: [...user.roles] });

interface Verified {
  user: RequestUser;
  /** The token's exp, in ms. */
  expiresAt: number;
}

export class TokenService {
  /** Imported once: jose imports raw key bytes again on every call (~20–40 µs of each request's verification). */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Each token is verified once: the same string carries the same signature and claims, so the answer is kept
   * until the token's exp (jose's HMAC through WebCrypto is a thread-pool round trip, ~80 µs of every request).
   * Revocation is the session guard's business, checked on every request whatever this answers.
   */
  private readonly verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS });

  /** `now`: the clock tokens are issued and checked by, in ms (the tests' own; Date.now otherwise). */
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    const algorithm = { name: 'HMAC', hash: 'SHA-256' };
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), algorithm, false, ['sign', 'verify']);
    // a refused key fails each sign and verify that awaits it, not the process
    this.key.catch(() => undefined);
  }

  /** Lifetime of an access token, reported to clients as expiresIn. */
  get accessTtlSeconds(): number {
    return this.ttlSeconds;
  }

  async signAccess(user: RequestUser): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: user.sessionId, roles: user.roles, agentId: user.agentId, partnerId: user.partnerId, agentType: user.agentType })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(await this.key);
  }

  /** Throws when the token is malformed, forged, expired or without an expiry (a token that never ends is refused). */
  async verifyAccess(token: string): Promise<RequestUser> {
    const known = this.verified.get(token);
    if (known && this.now() < known.expiresAt) return copyOf(known.user);
    const { payload } = await jwtVerify(token, await this.key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
      currentDate: new Date(this.now()),
    });
    const user: RequestUser = {
      id: String(payload.sub),
      sessionId: String(payload.sid),
      roles: (payload.roles as Role[]) ?? [],
      agentId: (payload.agentId as string | null) ?? null,
      partnerId: (payload.partnerId as string | null) ?? null,
      agentType: (payload.agentType as AgentType | null) ?? null,
    };
    this.verified.set(token, { user, expiresAt: Number(payload.exp) * 1000 });
    return copyOf(user);
  }
}

/** Refresh tokens are opaque random strings; only their hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
