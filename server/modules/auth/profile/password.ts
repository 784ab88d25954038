import { badRequest } from '../../../http/errors';
import { type AuthServices, revokeSessions } from '../sessions';
import { assertPasswordAllowed } from '../password-policy';
import { hashPassword, verifyPassword } from '../passwords';
import type { RequestUser } from '../tokens';

/** Changes the caller's password and ends their other sessions (a stolen session dies with the old password). */
export async function changePassword(app: Pick<AuthServices, 'db' | 'sessions'>, user: RequestUser, current: string, next: string) {
  await assertPasswordAllowed(next, { staff: user.roles.some((role) => role !== 'CLIENT'), field: 'newPassword' });
  const row = await app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, current))) throw badRequest({ password: 'auth.wrongPassword' });
  if (current === next) throw badRequest({ newPassword: 'auth.samePassword' });
  await app.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(next), updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  await revokeSessions(app, { userId: user.id, exceptSessionId: user.sessionId }, 'password_changed');
}
