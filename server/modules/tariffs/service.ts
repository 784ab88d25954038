/** Queries behind the tariff CRUD routes (F1–F3). */
import type { Selectable } from 'kysely';
import type { ListReply } from '../../../common/errors';
import type { Db } from '../../db/database';
import type { RatesTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containsPattern, offsetOf } from '../../http/list';
import type { RequestUser } from '../auth/tokens';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, UNIQUE_VIOLATION, pgCode } from '../../db/pg-errors';
import type { Language } from '../../i18n/messages';
import { attachedServices, tariffPartners } from './relations';
import type { Tariff, TariffInput, TariffListQuery, TariffRow } from './schemas';
import { adminCommentFor, partnersFor, pricedPartnerOf } from './shape';

type RateRow = Selectable<RatesTable>;

export function toTariffRow(row: RateRow) {
  return {
    ...row,
    cost: Number(row.cost),
    min_meter: row.min_meter === null ? null : Number(row.min_meter),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listTariffs(db: Db, query: TariffListQuery, user: RequestUser | null): Promise<ListReply<TariffRow>> {
  const pattern = containsPattern(query.q);
  const partnerId = pricedPartnerOf(user);
  const base = db
    .selectFrom('rates')
    .$if(!!pattern, (q) => q.where((eb) => eb.or([eb('name', 'ilike', pattern!), eb('code_name', 'ilike', pattern!)])));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('rates')
      .$if(partnerId !== null, (q) =>
        q.select((eb) =>
          eb
            .selectFrom('rate_partners')
            .select('partner_price')
            .whereRef('rate_partners.rate_id', '=', 'rates.id')
            .where('rate_partners.partner_id', '=', partnerId!)
            .as('partner_price'),
        ),
      )
      .orderBy(query.sort, query.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('id')
      .limit(query.perPage)
      .offset(offsetOf(query))
      .execute(),
  ]);
  const data = rows.map(({ partner_price, ...row }) => ({
    ...toTariffRow(row),
    admin_comment: adminCommentFor(user, row.admin_comment),
    ...(partnerId ? { partner_price: partner_price === null || partner_price === undefined ? null : Number(partner_price) } : {}),
  }));
  return { data, total: Number(count.total), perPage: query.perPage, page: query.page };
}

/** One tariff; without a viewer (the admin's own writes) in full, otherwise as shape.ts lets the viewer see it. */
export async function findTariff(db: Db, id: string, viewer?: RequestUser, language?: Language): Promise<Tariff> {
  const row = await db.selectFrom('rates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [services, partners] = await Promise.all([attachedServices(db, id, language), tariffPartners(db, id)]);
  const tariff = { ...toTariffRow(row), services, partners };
  return viewer ? { ...tariff, admin_comment: adminCommentFor(viewer, row.admin_comment), partners: partnersFor(viewer, partners) } : tariff;
}

/** min_meter belongs to metered tariffs only: required with meter, dropped without it (F2). */
function toColumns(input: TariffInput) {
  const name = input.name.trim();
  const code_name = input.code_name.trim();
  if (!name || !code_name) throw badRequest({ ...(name ? {} : { name: 'validation.required' }), ...(code_name ? {} : { code_name: 'validation.required' }) });
  const meter = input.meter ?? false;
  if (meter && (input.min_meter === undefined || input.min_meter === null)) throw badRequest({ min_meter: 'tariffs.minMeterRequired' });
  return {
    name,
    code_name,
    description: input.description?.trim() || null,
    template: input.template?.trim() || null,
    admin_comment: input.admin_comment?.trim() || null,
    cost: input.cost,
    meter,
    min_meter: meter ? input.min_meter! : null,
    period: input.period ?? 12,
    taxable: input.taxable ?? false,
    auto_payment: input.auto_payment ?? false,
    partial_payment: input.partial_payment ?? false,
    post_payment: input.post_payment ?? false,
    rate_type: input.rate_type?.trim() || 'DEFAULT',
  };
}

/** Keeps the prices of partners that stay, adds the new ones without a price, drops the rest. */
async function setPartners(db: Db, rateId: string, partnerIds: string[] | undefined) {
  if (partnerIds === undefined) return;
  await db
    .deleteFrom('rate_partners')
    .where('rate_id', '=', rateId)
    .$if(partnerIds.length > 0, (q) => q.where('partner_id', 'not in', partnerIds))
    .execute();
  if (!partnerIds.length) return;
  await db
    .insertInto('rate_partners')
    .values(partnerIds.map((partner_id) => ({ rate_id: rateId, partner_id, partner_price: null })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

function writeError(error: unknown): unknown {
  if (pgCode(error) === UNIQUE_VIOLATION) return conflict({ code_name: 'tariffs.codeNameTaken' }, 'tariffs.codeNameTaken');
  if (pgCode(error) === FOREIGN_KEY_VIOLATION) return badRequest({ partners: 'error.notFound' });
  return error;
}

export async function saveTariff(db: Db, id: string | null, input: TariffInput): Promise<Tariff> {
  const columns = toColumns(input);
  let savedId: string;
  try {
    savedId = await db.transaction().execute(async (tx) => {
      const row = id
        ? await tx.updateTable('rates').set({ ...columns, updated_at: new Date() }).where('id', '=', id).returning('id').executeTakeFirst()
        : await tx.insertInto('rates').values(columns).returning('id').executeTakeFirstOrThrow();
      if (!row) throw notFound();
      await setPartners(tx, row.id, input.partners);
      return row.id;
    });
  } catch (error) {
    throw writeError(error);
  }
  return findTariff(db, savedId);
}

/** A tariff certificates were sold on stays (409): deleting it would orphan what clients paid for. */
export async function deleteTariff(db: Db, id: string): Promise<Tariff> {
  const tariff = await findTariff(db, id);
  const sold = await db.selectFrom('certificates').select('id').where('rate_id', '=', id).limit(1).executeTakeFirst();
  if (sold) throw conflict(undefined, 'tariffs.inUse');
  try {
    await db.deleteFrom('rates').where('id', '=', id).execute();
  } catch (error) {
    if (pgCode(error) === RESTRICT_VIOLATION || pgCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(undefined, 'tariffs.inUse');
    throw error;
  }
  return tariff;
}
