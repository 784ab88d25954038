import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import type { Notifier } from '../../db/notifier';

export const SESSION_REVOKED_CHANNEL = 'session_revoked';
const ALIVE_TTL_MS = 5_000;

/** How many answers a process keeps: a session that falls out is asked of the database again. */
export interface SessionGuardLimits {
  alive: number;
  revoked: number;
}
const LIMITS: SessionGuardLimits = { alive: 10_000, revoked: 100_000 };

/**
 * Answers "is this session still alive?" for every authenticated request without a database
 * round trip each time: answers are cached briefly, and a revocation anywhere (any server process)
 * arrives through NOTIFY and drops the cached answer at once.
 */
export class SessionGuard {
  private readonly alive: LRUCache<string, true>;
  /** Bounded like `alive` (every sign-out adds one): a revoked session that falls out is refused by the database. */
  private readonly revoked: LRUCache<string, true>;
  private unsubscribe?: () => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
    limits: SessionGuardLimits = LIMITS,
  ) {
    this.alive = new LRUCache({ max: limits.alive, ttl: ALIVE_TTL_MS });
    this.revoked = new LRUCache({ max: limits.revoked });
  }

  async start() {
    this.unsubscribe = await this.notifier.subscribe(SESSION_REVOKED_CHANNEL, (sessionId) => this.forget(sessionId));
  }

  async stop() {
    await this.unsubscribe?.();
  }

  async isAlive(sessionId: string): Promise<boolean> {
    if (this.revoked.has(sessionId)) return false;
    if (this.alive.has(sessionId)) return true;
    const row = await this.db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .select(['auth_sessions.revoked_at', 'users.blocked'])
      .where('auth_sessions.id', '=', sessionId)
      .executeTakeFirst();
    const ok = !!row && !row.revoked_at && !row.blocked;
    if (!ok) {
      this.revoked.set(sessionId, true);
      return false;
    }
    this.alive.set(sessionId, true);
    return true;
  }

  /** This process alone learnt that a session ended (a logout event delivered to its socket): refuse it at once. */
  forget(sessionId: string) {
    this.alive.delete(sessionId);
    this.revoked.set(sessionId, true);
  }

  /** Call after revoking sessions in the database, so every process forgets them at once. */
  async announceRevoked(sessionIds: string[]) {
    for (const id of sessionIds) {
      this.forget(id);
      await this.notifier.publish(SESSION_REVOKED_CHANNEL, id);
    }
  }
}
