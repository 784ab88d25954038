import type { Db } from '../../db/database';
import type { Notifier } from '../../db/notifier';

export const SESSION_REVOKED_CHANNEL = 'session_revoked';
const ALIVE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Answers "is this session still alive?" for every authenticated request without a database
 * round trip each time: answers are cached briefly, and a revocation anywhere (any server process)
 * arrives through NOTIFY and drops the cached answer at once.
 */
export class SessionGuard {
  private readonly alive = new Map<string, number>();
  private readonly revoked = new Set<string>();
  private unsubscribe?: () => Promise<void>;

  constructor(private readonly db: Db, private readonly notifier: Notifier) {}

  async start() {
    this.unsubscribe = await this.notifier.subscribe(SESSION_REVOKED_CHANNEL, (sessionId) => {
      this.alive.delete(sessionId);
      this.revoked.add(sessionId);
    });
  }

  async stop() {
    await this.unsubscribe?.();
  }

  async isAlive(sessionId: string): Promise<boolean> {
    if (this.revoked.has(sessionId)) return false;
    const until = this.alive.get(sessionId);
    if (until && until > Date.now()) return true;
    const row = await this.db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .select(['auth_sessions.revoked_at', 'users.blocked'])
      .where('auth_sessions.id', '=', sessionId)
      .executeTakeFirst();
    const ok = !!row && !row.revoked_at && !row.blocked;
    if (!ok) {
      this.revoked.add(sessionId);
      return false;
    }
    if (this.alive.size >= MAX_ENTRIES) this.alive.clear();
    this.alive.set(sessionId, Date.now() + ALIVE_TTL_MS);
    return true;
  }

  /** Call after revoking sessions in the database, so every process forgets them at once. */
  async announceRevoked(sessionIds: string[]) {
    for (const id of sessionIds) {
      this.alive.delete(id);
      this.revoked.add(id);
      await this.notifier.publish(SESSION_REVOKED_CHANNEL, id);
    }
  }
}
