import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
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

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Lifetime of an access token, reported to clients as expiresIn. */
  get accessTtlSeconds(): number {
    return this.ttlSeconds;
  }

  async signAccess(user: RequestUser): Promise<string> {
    return new SignJWT({ sid: user.sessionId, roles: user.roles, agentId: user.agentId, partnerId: user.partnerId, agentType: user.agentType })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Throws when the token is malformed, forged, expired or without an expiry (a token that never ends is refused). */
  async verifyAccess(token: string): Promise<RequestUser> {
    const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] });
    return {
      id: String(payload.sub),
      sessionId: String(payload.sid),
      roles: (payload.roles as Role[]) ?? [],
      agentId: (payload.agentId as string | null) ?? null,
      partnerId: (payload.partnerId as string | null) ?? null,
      agentType: (payload.agentType as AgentType | null) ?? null,
    };
  }
}

/** Refresh tokens are opaque random strings; only their hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
