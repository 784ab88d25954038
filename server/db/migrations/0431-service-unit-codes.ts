import { type Kysely, sql } from 'kysely';

const UNITS = ['USE', 'CONSULTATION', 'DOCUMENT', 'DECLARATION', 'SESSION', 'VISIT', 'DELIVERY', 'CALL', 'HOUR'];
const known = sql.raw(UNITS.map((unit) => `'${unit}'`).join(', '));

/** The words units were typed as (any of a noun's forms, Russian or English), by the unit they now name. */
const WORDS: Record<string, string[]> = {
  CONSULTATION: ['консультация', 'консультации', 'консультаций', 'consultation', 'consultations'],
  DOCUMENT: ['документ', 'документа', 'документов', 'document', 'documents'],
  DECLARATION: ['декларация', 'декларации', 'деклараций', 'declaration', 'declarations'],
  SESSION: ['сессия', 'сессии', 'сессий', 'сеанс', 'сеанса', 'сеансов', 'session', 'sessions'],
  VISIT: ['выезд', 'выезда', 'выездов', 'visit', 'visits', 'call-out', 'call-outs'],
  DELIVERY: ['доставка', 'доставки', 'доставок', 'delivery', 'deliveries'],
  CALL: ['звонок', 'звонка', 'звонков', 'call', 'calls'],
  HOUR: ['час', 'часа', 'часов', 'hour', 'hours'],
};
const cases = sql.raw(
  Object.entries(WORDS)
    .map(([unit, words]) => `when lower(btrim(word)) in (${words.map((w) => `'${w}'`).join(', ')}) then '${unit}'`)
    .join(' '),
);

/**
 * A service's unit is one of the known units (common/enums.ts SERVICE_UNITS) with its name and counted forms in
 * ru, kk and en ('1 консультация, 2 консультации, 5 консультаций'), no longer a typed word that could not be
 * counted or translated. The words typed so far become their unit; a word no unit stands for becomes USE ('раз'),
 * which counts anything; a blank one stays none (unlimited). Services, tariff links, clients' services and the
 * service items of orders not paid yet (granted as clients' services on payment) are rewritten; the database refuses
 * any other unit from now on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function unit_code(word text) returns text language sql immutable as $$
    select case when word is null or btrim(word) = '' then null when btrim(word) in (${known}) then btrim(word) ${cases} else 'USE' end
  $$`.execute(db);
  for (const table of ['services', 'rate_services', 'privilege_services']) {
    await sql`update ${sql.table(table)} set unit = unit_code(unit) where unit is distinct from unit_code(unit)`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_unit_known`)} check (unit in (${known}))`.execute(db);
  }
  await sql`
    update orders set items = (
      select coalesce(jsonb_agg(case when item ? 'unit' and item->>'type' = 'service'
        then jsonb_set(item, '{unit}', coalesce(to_jsonb(unit_code(item->>'unit')), 'null'::jsonb)) else item end order by position), '[]'::jsonb)
      from jsonb_array_elements(items) with ordinality as listed(item, position)
    )
    where status <> 'PAID' and jsonb_typeof(items) = 'array'
      and exists (select 1 from jsonb_array_elements(items) as listed(item) where item->>'type' = 'service' and item ? 'unit')`.execute(db);
  await sql`drop function unit_code(text)`.execute(db);
}
