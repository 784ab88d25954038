import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: a high-entropy verifier and its S256 challenge; state values use the same generator. */
export const newVerifier = (): string => randomBytes(32).toString('base64url');
export const challengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
