import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { ERROR_CODES } from '../../../../common/errors';
import { unauthorized } from '../../../http/errors';

/** What a confirmed code lets its holder finish: the registration (A8) or the new password (A10). */
export type FlowPurpose = 'registration' | 'recovery';

const ISSUER = 'certificates-gw/flow';
export const FLOW_TOKEN_TTL_SECONDS = 15 * 60;
const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Registration-only and recovery-only tokens (A8): signed with a key of their own, a different issuer and
 * an audience per purpose, so a session check never accepts one and one flow's token never finishes another.
 */
export class FlowTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('flow-token').digest();
  }

  sign(purpose: FlowPurpose, codeId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(codeId)
      .setIssuer(ISSUER)
      .setAudience(`flow:${purpose}`)
      .setIssuedAt()
      .setExpirationTime(`${FLOW_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The confirming step's answer: the flow-only token of the confirmed code and how long it lives. */
  async issue(purpose: FlowPurpose, codeId: string) {
    return { token: await this.sign(purpose, codeId), expiresIn: FLOW_TOKEN_TTL_SECONDS };
  }

  /** The code id the request's bearer flow token carries; 401 otherwise. */
  async codeIdOf(request: FastifyRequest, purpose: FlowPurpose): Promise<string> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized('onboarding.flowTokenInvalid', ERROR_CODES.invalidJwt);
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: `flow:${purpose}`, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      return String(payload.sub);
    } catch {
      throw unauthorized('onboarding.flowTokenInvalid', ERROR_CODES.invalidJwt);
    }
  }
}
