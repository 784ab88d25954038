import { type Kysely, sql } from 'kysely';

/**
 * A tariff's type is chosen from the known types (common/enums.ts RATE_TYPES, worded in ru, kk and en), no longer
 * typed as free text: a type nobody defined (anything but DEFAULT, which every tariff had unless typed over) becomes
 * DEFAULT, and the database refuses any other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update rates set rate_type = 'DEFAULT' where rate_type not in ('DEFAULT')`.execute(db);
  await sql`alter table rates add constraint rates_rate_type_known check (rate_type in ('DEFAULT'))`.execute(db);
}
