import { badRequest } from '../../../http/errors';
import { type AuthServices, revokeSessions } from '../sessions';
import { assertCurrentPassword } from '../login/current-password';
import { assertPasswordAllowed } from '../password-policy';
import { hashPassword } from '../passwords';
import type { RequestUser } from '../tokens';

export interface PasswordChangeOrigin {
  ip: string | null;
  host: string | null;
}

/**
 * Changes the caller's password and ends their other sessions (a stolen session dies with the old password). The
 * current password is checked within the sign-in limits; too many wrong ones end every session (current-password.ts).
 */
export async function changePassword(app: Pick<AuthServices, 'db' | 'sessions'>, user: RequestUser, current: string, next: string, origin: PasswordChangeOrigin) {
  await assertPasswordAllowed(next, { staff: user.roles.some((role) => role !== 'CLIENT'), field: 'newPassword' });
  const row = await app.db.selectFrom('users').select(['password_hash', 'login', 'email', 'phone']).where('id', '=', user.id).executeTakeFirstOrThrow();
  const input = row.login ?? row.email ?? row.phone ?? user.id;
  await assertCurrentPassword(app, { userId: user.id, input, passwordHash: row.password_hash, password: current, ...origin });
  if (current === next) throw badRequest({ newPassword: 'auth.samePassword' });
  await app.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(next), updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
  await revokeSessions(app, { userId: user.id, exceptSessionId: user.sessionId }, 'password_changed');
}
