import type { Db } from '../../server/db/database';
import type { RequestUser } from '../../server/modules/auth/tokens';
import { listCertificates } from '../../server/modules/certificates/list-service';
import type { Sample } from './rounds';
import { type ListQuery, asServiceQuery } from './scenarios';

/** The user a token of this login would carry, read the way sign-in reads it. */
export async function requestUserOf(db: Db, login: string): Promise<RequestUser> {
  const user = await db.selectFrom('users').select(['id', 'roles', 'partner_id']).where('login', '=', login).executeTakeFirstOrThrow();
  const agent = await db.selectFrom('agents').select(['id', 'partner_id', 'type']).where('user_id', '=', user.id).executeTakeFirst();
  return {
    id: user.id,
    sessionId: '',
    roles: user.roles,
    agentId: agent?.id ?? null,
    partnerId: agent?.partner_id ?? user.partner_id,
    agentType: agent?.type ?? null,
  };
}

/** A few calls to warm caches and the JIT before a call is measured. */
export async function warmCalls(call: () => Promise<unknown>, calls = 5): Promise<void> {
  for (let i = 0; i < calls; i += 1) await call();
}

/** `call` from `concurrency` callers for a bounded time, each call's latency (ms) kept. */
export async function sampleCalls(call: () => Promise<unknown>, concurrency: number, seconds: number): Promise<Sample> {
  const latenciesMs: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      await call();
      latenciesMs.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  return { latenciesMs, seconds: (performance.now() - started) / 1000 };
}

/**
 * The floor: the list service's own queries (the same SQL /gw runs) straight on the database, with no HTTP,
 * routing, validation or serialisation.
 */
export function listFloorCall(db: Db, user: RequestUser, listQuery: ListQuery) {
  const query = asServiceQuery(listQuery);
  return () => listCertificates(db, user, query);
}
