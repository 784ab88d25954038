import type { Db } from '../db/database';
import { translate } from '../i18n/messages';
import { loginRefusal } from '../modules/auth/login-rule';
import { passwordProblem } from '../modules/auth/password-policy';
import { hashPassword } from '../modules/auth/passwords';

export interface NewAdmin {
  login: string;
  name: string;
  password: string;
}

/** Why an account cannot be made, in the catalogue's Russian; null when it can. */
async function refusal(db: Db, admin: NewAdmin): Promise<string | null> {
  const loginKey = loginRefusal(admin.login);
  if (loginKey) return `login: ${translate('ru', loginKey)}`;
  if (!admin.name.trim()) return `name: ${translate('ru', 'validation.required')}`;
  const passwordKey = await passwordProblem(admin.password, true);
  if (passwordKey) return `password: ${translate('ru', passwordKey)}`;
  const taken = await db.selectFrom('users').select('id').where('login', '=', admin.login).executeTakeFirst();
  return taken ? `login: ${translate('ru', 'agents.loginTaken')}` : null;
}

/**
 * The first administrator of a production database, where no demo account exists (docs/operations.md): the same
 * login and password rules as accounts made in the sales cabinet. Answers the new user's id, or throws the refusal.
 */
export async function createAdmin(db: Db, admin: NewAdmin): Promise<string> {
  const problem = await refusal(db, admin);
  if (problem) throw new Error(problem);
  const row = await db
    .insertInto('users')
    .values({ login: admin.login, name: admin.name.trim(), password_hash: await hashPassword(admin.password), roles: ['ADMIN'], profile: '{}', phone: null, email: null, partner_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
