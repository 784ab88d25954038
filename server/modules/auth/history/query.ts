import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { type Paging, containsPattern, offsetOf } from '../../../http/list';

export interface LoginHistoryFilter extends Paging {
  order: 'ASC' | 'DESC';
  user_id?: string;
  success?: boolean;
  /** Days (YYYY-MM-DD), both inclusive. */
  date_from?: string;
  date_to?: string;
  /** Part of the sign-in input or of the user's name. */
  q?: string;
}

function filtered(db: Db, filter: LoginHistoryFilter) {
  let query = db.selectFrom('login_history').leftJoin('users', 'users.id', 'login_history.user_id');
  if (filter.user_id) query = query.where('login_history.user_id', '=', filter.user_id);
  if (filter.success !== undefined) query = query.where('login_history.success', '=', filter.success);
  if (filter.date_from) query = query.where('login_history.created_at', '>=', sql<Date>`${filter.date_from}::date`);
  if (filter.date_to) query = query.where('login_history.created_at', '<', sql<Date>`${filter.date_to}::date + 1`);
  const pattern = containsPattern(filter.q);
  if (pattern) {
    query = query.where((eb) => eb.or([eb('login_history.input', 'ilike', pattern), eb('users.name', 'ilike', pattern)]));
  }
  return query;
}

/** One page of the login journal (M11), newest first unless asked otherwise. */
export async function listLoginHistory(db: Db, filter: LoginHistoryFilter) {
  const base = filtered(db, filter);
  const [rows, count] = await Promise.all([
    base
      .select([
        'login_history.id',
        'login_history.user_id',
        'users.name as user_name',
        'login_history.input',
        'login_history.ip',
        'login_history.host',
        'login_history.success',
        'login_history.created_at',
      ])
      .orderBy('login_history.created_at', filter.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('login_history.id', filter.order === 'ASC' ? 'asc' : 'desc')
      .limit(filter.perPage)
      .offset(offsetOf(filter))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map(({ user_id, user_name, ...row }) => ({ ...row, user: user_id ? { id: user_id, name: user_name ?? '' } : null })),
    total: Number(count.total),
    perPage: filter.perPage,
    page: filter.page,
  };
}
