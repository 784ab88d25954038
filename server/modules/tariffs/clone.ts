/** Tariff clone (F3) and partner price (F4). */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgCode } from '../../db/pg-errors';
import type { PartnerPriceInput } from './schemas';

const CLONE_NAME_PREFIX = 'Копия ';
const MAX_CLONE_ATTEMPTS = 5;

/** '<code>_COPY', then '<code>_COPY2', '<code>_COPY3'…: the first free one, case-insensitively. */
async function freeCopyCode(db: Db, code: string): Promise<string> {
  const base = `${code}_COPY`;
  const taken = await db
    .selectFrom('rates')
    .select(sql<string>`lower(code_name)`.as('code'))
    .where(sql<string>`lower(code_name)`, 'like', `${base.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
    .execute();
  const used = new Set(taken.map((row) => row.code));
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}${n}`.toLowerCase())) return `${base}${n}`;
}

/** A copy with the same settings, services and partner prices (its id); a concurrent clone taking the same code retries. */
export async function cloneTariff(db: Db, id: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (tx) => {
        const source = await tx.selectFrom('rates').selectAll().where('id', '=', id).executeTakeFirst();
        if (!source) throw notFound();
        const { id: _id, created_at: _created, updated_at: _updated, ...columns } = source;
        const copy = await tx
          .insertInto('rates')
          .values({ ...columns, name: `${CLONE_NAME_PREFIX}${source.name}`, code_name: await freeCopyCode(tx, source.code_name) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await sql`insert into rate_services (rate_id, service_id, "limit", unit, description, sort)
          select ${copy.id}, service_id, "limit", unit, description, sort from rate_services where rate_id = ${id}`.execute(tx);
        await sql`insert into rate_partners (rate_id, partner_id, partner_price, commission)
          select ${copy.id}, partner_id, partner_price, commission from rate_partners where rate_id = ${id}`.execute(tx);
        return copy.id;
      });
    } catch (error) {
      if (pgCode(error) !== UNIQUE_VIOLATION || attempt >= MAX_CLONE_ATTEMPTS) throw error;
    }
  }
}

/** Money keeps 2 decimals (F4); rounding here makes 10.005 → 10.01 instead of PostgreSQL's silent cast. */
export const roundPrice = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Sets a partner's price of a tariff, attaching the partner to it when it was not. */
export async function setPartnerPrice(db: Db, input: PartnerPriceInput) {
  const partner_price = input.cost === null ? null : roundPrice(input.cost);
  try {
    const row = await db
      .insertInto('rate_partners')
      .values({ rate_id: input.rate_id, partner_id: input.partner_id, partner_price })
      .onConflict((oc) => oc.columns(['rate_id', 'partner_id']).doUpdateSet({ partner_price }))
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...row, partner_price: row.partner_price === null ? null : Number(row.partner_price), commission: Number(row.commission) };
  } catch (error) {
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw notFound();
    throw error;
  }
}
