import type { Static } from 'typebox';
import { toMinor } from '../../../common/money';
import { type AuditActor, writeAudit } from '../../audit/record';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import type { SettingsBody } from './schemas';

type Body = Static<typeof SettingsBody>;
const COLUMNS = ['bonus_money', 'bonus_rate', 'fts_commission', 'updated_at'] as const;

/** Whole kopecks (or hundredths of a percent): 12.345 is refused, never rounded silently. */
const twoDecimals = (value: number) => Number.isInteger(Number(`${value}e2`)) && toMinor(value) / 100 === value;

/** The rules the schema cannot say: two decimals, a table that starts at 0 and goes up (M9). */
function check(body: Body) {
  const errors: Record<string, MessageKey> = {};
  if (body.bonus_rate !== undefined && !twoDecimals(body.bonus_rate)) errors.bonus_rate = 'settings.twoDecimals';
  const rows = body.fts_commission ?? [];
  rows.forEach((row, i) => {
    for (const key of ['from', 'percent', 'fixed'] as const) if (!twoDecimals(row[key])) errors[`fts_commission.${i}.${key}`] = 'settings.twoDecimals';
    const previous = rows[i - 1];
    if (!previous && row.from !== 0) errors['fts_commission.0.from'] = 'settings.ftsFirstFrom';
    if (previous && row.from <= previous.from) errors[`fts_commission.${i}.from`] = 'settings.ftsAscending';
  });
  if (Object.keys(errors).length) throw badRequest(errors);
}

const shown = (row: { bonus_money: number; bonus_rate: number; fts_commission: unknown; updated_at: Date | string }, changed: boolean) => ({
  bonus_money: row.bonus_money,
  bonus_rate: Number(row.bonus_rate),
  fts_commission: row.fts_commission as NonNullable<Body['fts_commission']>,
  updated_at: changed ? new Date(row.updated_at).toISOString() : null,
});

export async function readSettings(db: Db) {
  const row = await db.selectFrom('settings').select([...COLUMNS, 'updated_by']).executeTakeFirstOrThrow();
  return shown(row, row.updated_by !== null);
}

/** Changes the given settings (the others are kept), with the audit row in the same transaction. */
export async function updateSettings(db: Db, body: Body, actor: AuditActor & { userId: string }) {
  check(body);
  await db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('settings').select(['bonus_money', 'bonus_rate', 'fts_commission']).forUpdate().executeTakeFirstOrThrow();
    const after = await tx
      .updateTable('settings')
      .set({
        ...(body.bonus_money !== undefined ? { bonus_money: body.bonus_money } : {}),
        ...(body.bonus_rate !== undefined ? { bonus_rate: body.bonus_rate } : {}),
        ...(body.fts_commission !== undefined ? { fts_commission: JSON.stringify(body.fts_commission) } : {}),
        updated_at: new Date(),
        updated_by: actor.userId,
      })
      .returning(['bonus_money', 'bonus_rate', 'fts_commission'])
      .executeTakeFirstOrThrow();
    await writeAudit(tx, actor, { resource: 'settings', recordId: 'settings', action: 'update', before: { ...before, bonus_rate: Number(before.bonus_rate) }, after: { ...after, bonus_rate: Number(after.bonus_rate) } });
  });
  return readSettings(db);
}
