import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { challengeOf } from './pkce';
import { type BankPerson, IdentityError } from './types';

/** The people a tester may sign in as: one is the demo client (linked by phone), one is new to us. */
export const SANDBOX_BANK_PEOPLE: readonly BankPerson[] = [
  { subject: 'sandbox-person-1', phone: '79000000006', phoneVerified: true, name: 'Мария Клиентова' },
  { subject: 'sandbox-person-2', phone: '79161234567', phoneVerified: true, name: 'Анна Банковская' },
];

const CODE_TTL_SECONDS = 120;
const ISSUER = 'sandbox-bank';
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * The sandbox bank's own side: it issues authorisation codes to the person picked on its page, and
 * exchanges a code (once, within 2 minutes, with the matching PKCE verifier and redirect) for an access
 * token its userinfo endpoint reads, as a real bank would.
 */
export class SandboxBank {
  private readonly key: Uint8Array;

  constructor(private readonly db: Db, secret: string) {
    this.key = createHmac('sha256', secret).update('sandbox-bank').digest();
  }

  person(subject: string): BankPerson | undefined {
    return SANDBOX_BANK_PEOPLE.find((person) => person.subject === subject);
  }

  async issueCode(request: { subject: string; redirectUri: string; codeChallenge: string }): Promise<string> {
    const code = randomBytes(24).toString('base64url');
    await this.db
      .insertInto('sandbox_bank_codes')
      .values({
        code_hash: hashOf(code),
        person_id: request.subject,
        redirect_uri: request.redirectUri,
        code_challenge: request.codeChallenge,
        expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      })
      .execute();
    return code;
  }

  /** The token endpoint: spends the code whatever the outcome of the checks, as RFC 6749 §4.1.2 asks. */
  async token(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<string> {
    const row = await this.db
      .updateTable('sandbox_bank_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('code_hash', '=', hashOf(request.code))
      .where('used_at', 'is', null)
      .returning(['person_id', 'redirect_uri', 'code_challenge', sql<boolean>`expires_at <= now()`.as('expired')])
      .executeTakeFirst();
    if (!row) throw new IdentityError('invalid_grant: unknown or spent code');
    if (row.expired) throw new IdentityError('invalid_grant: expired code');
    if (row.redirect_uri !== request.redirectUri) throw new IdentityError('invalid_grant: redirect mismatch');
    if (challengeOf(request.codeVerifier) !== row.code_challenge) throw new IdentityError('invalid_grant: PKCE verifier mismatch');
    return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(row.person_id).setIssuer(ISSUER).setIssuedAt().setExpirationTime('5m').sign(this.key);
  }

  /** The userinfo endpoint. */
  async userinfo(accessToken: string): Promise<BankPerson> {
    try {
      const { payload } = await jwtVerify(accessToken, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const person = this.person(String(payload.sub));
      if (!person) throw new IdentityError('unknown person');
      return person;
    } catch (error) {
      throw error instanceof IdentityError ? error : new IdentityError('invalid_token');
    }
  }
}
